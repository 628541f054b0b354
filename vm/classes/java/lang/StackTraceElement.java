/*
 * java.lang.StackTraceElement.  The VM builds an exception's frames with the
 * private constructor that also takes the frame's Class (lineNumber -2 =
 * native method, -1 = unknown); fillIn then names the class's loader and
 * module as HotSpot does: "app" and "platform" for the built-in loaders,
 * java.base (java.desktop for java.beans, jdk.unsupported for sun.misc)
 * for the library, with the runtime's version.
 *
 * toString follows the JDK: an exception's frame drops the built-in
 * loaders' names and the JDK modules' versions ("Main.main(Main.java:5)",
 * "java.base/java.lang.Integer.parseInt(Integer.java:652)"), but another
 * thread's stack (Thread.getStackTrace, getAllStackTraces) keeps them all,
 * as HotSpot's thread dumps make them: "app//Main.run(Main.java:5)",
 * "java.base@17/java.lang.Thread.run(Thread.java:147)".  A user loader's
 * name is always printed ("mine//Foo.bar(Foo.java:3)").
 */
package java.lang;

import java.io.Serializable;

public final class StackTraceElement implements Serializable {
    private String classLoaderName;
    private String moduleName;
    private String moduleVersion;
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    /* What toString leaves out (serialized, as the JDK's): DROP_* bits. */
    private byte format;
    private transient Class<?> declaringClassObject;

    private static final byte DROP_LOADER_NAME = 0x1;   /* a built-in loader's */
    private static final byte DROP_MODULE_VERSION = 0x2; /* a JDK module's */

    public StackTraceElement(String declaringClass, String methodName, String fileName,
                             int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
                             String declaringClass, String methodName, String fileName,
                             int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    /* Made by the VM (Throwable.decodeBacktrace) for a frame of class c. */
    private StackTraceElement(Class<?> c, String declaringClass, String methodName, String fileName,
                              int lineNumber) {
        this(declaringClass, methodName, fileName, lineNumber);
        this.declaringClassObject = c;
    }

    /* Called by Throwable on the frames the VM decoded: the loader and module
     * as HotSpot names them, shown as an exception's frames show them. */
    void fillIn() {
        Class<?> c = declaringClassObject;
        if (c == null || moduleName != null || classLoaderName != null) {
            return;
        }
        ClassLoader l = c.getClassLoader();
        boolean builtin = l == null || l.isBuiltinLoader();
        if (l != null) {
            classLoaderName = l.getName();
        }
        if (l == null || (builtin && "platform".equals(classLoaderName))) {
            String n = declaringClass;
            moduleName = n.startsWith("java.beans.") ? "java.desktop"
                    : n.startsWith("sun.misc.") ? "jdk.unsupported" : "java.base";
            moduleVersion = System.getProperty("java.version");
        }
        format = (byte) ((builtin ? DROP_LOADER_NAME : 0) | (moduleName != null ? DROP_MODULE_VERSION : 0));
    }

    /* Another thread's frames (Thread.getStackTrace) print all they hold. */
    void keepAll() {
        format = 0;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassLoaderName() {
        return classLoaderName;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if ((format & DROP_LOADER_NAME) == 0 && classLoaderName != null && !classLoaderName.isEmpty()) {
            sb.append(classLoaderName).append('/');
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            sb.append(moduleName);
            if ((format & DROP_MODULE_VERSION) == 0 && moduleVersion != null && !moduleVersion.isEmpty()) {
                sb.append('@').append(moduleVersion);
            }
        }
        if (sb.length() > 0) {
            sb.append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method)");
        } else if (fileName != null && lineNumber >= 0) {
            sb.append(fileName).append(':').append(lineNumber).append(')');
        } else if (fileName != null) {
            sb.append(fileName).append(')');
        } else {
            sb.append("Unknown Source)");
        }
        return sb.toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && eq(e.classLoaderName, classLoaderName)
            && eq(e.moduleName, moduleName) && eq(e.moduleVersion, moduleVersion)
            && e.declaringClass.equals(declaringClass) && e.methodName.equals(methodName)
            && eq(e.fileName, fileName);
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static int h(String s) {
        return s == null ? 0 : s.hashCode();
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + h(classLoaderName);
        result = 31 * result + h(moduleName);
        result = 31 * result + h(moduleVersion);
        result = 31 * result + h(fileName);
        result = 31 * result + lineNumber;
        return result;
    }
}
