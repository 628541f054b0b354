/*
 * java.lang.StackTraceElement.  The VM builds frames with the 4-argument
 * constructor (lineNumber -2 = native method, -1 = unknown).  Throwable marks
 * frames of library classes (java.*, javax.*, jdk.*, sun.*) as belonging to
 * module java.base, so that toString() prints what the JDK prints:
 * "java.base/java.lang.Integer.parseInt(Integer.java:652)" for the library,
 * "Main.main(Main.java:5)" for classes of the application class loader,
 * "(Native Method)", "(Unknown Source)" and "(File.java)" otherwise.
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
    /* serial form: the JDK's field of how toString treats a VM-made frame's
     * loader and module; 0 in every element Lantern makes */
    private byte format;

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

    /* Called by Throwable on frames the VM decoded. */
    void markIfLibraryFrame() {
        if (moduleName == null && classLoaderName == null) {
            String c = declaringClass;
            if (c.startsWith("java.") || c.startsWith("javax.") || c.startsWith("jdk.")
                    || c.startsWith("sun.")) {
                moduleName = "java.base";
            }
        }
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
        // the JDK drops the built-in loaders' names and the JDK modules' versions only in
        // frames the VM made; ours never carry them, so whatever was given is printed
        if (classLoaderName != null && !classLoaderName.isEmpty()) {
            sb.append(classLoaderName).append('/');
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            sb.append(moduleName);
            if (moduleVersion != null && !moduleVersion.isEmpty()) {
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
