// Class loaders as programs see them: the system loader loads the main
// class, the boot loader is null, main's context loader is the system
// loader; Class.forName with a loader, names of array and primitive classes.
public class Lang_ClassLoaders {
    public static void main(String[] a) throws Exception {
        ClassLoader sys = ClassLoader.getSystemClassLoader();
        Class<?> c = sys.loadClass("Lang_ClassLoaders");
        System.out.println(c == Lang_ClassLoaders.class);
        System.out.println(Lang_ClassLoaders.class.getClassLoader() == sys);
        System.out.println(String.class.getClassLoader());
        System.out.println(Thread.currentThread().getContextClassLoader() == sys);
        Class<?> c2 = Class.forName("Lang_ClassLoaders", true, sys);
        System.out.println(c2.getName() + " " + c2.getSimpleName() + " " + int[].class.getName() + " " + int[].class.getSimpleName() + " " + String[][].class.getCanonicalName());
        try { sys.loadClass("NoSuch"); } catch (ClassNotFoundException e) { System.out.println("CNFE " + e.getMessage()); }
        System.out.println(Integer.TYPE + " " + void.class + " " + Lang_ClassLoaders.class.getPackageName().isEmpty() + " " + Runnable.class.isInterface());
        System.out.println(new int[0].getClass().getComponentType() + " " + Object.class.getSuperclass());
    }
}
