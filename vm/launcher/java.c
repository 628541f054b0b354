/*
 * java.c -- the `java` launcher.
 *
 * It parses the command line as the JDK 17's launcher does,
 * after JDK_JAVA_OPTIONS and @argument files (launcher_args.c),
 * finds the VM library and the class library relative to its own location
 * (<home>/bin/java, <home>/lib/<libjvm>, <home>/lib/classes.jar), loads the
 * VM through os_dll and starts it with JNI_CreateJavaVM, passing every VM
 * option through unchanged so that the VM alone judges them.  Options
 * that only the launcher understands (-cp, -jar, -version, help) never
 * reach the VM, except as -Djava.class.path (in the option's place, so
 * that the later of it and a -D wins), -Djava.home and, last,
 * -Dsun.java.command and -Dsun.java.launcher.
 *
 * From there on it uses only the JNI (the invocation API and JNIEnv
 * functions), as the JDK's launcher does: the Java-side helper
 * sun.launcher.LauncherHelper loads and checks the main class (and prints
 * the errors), main runs through CallStaticVoidMethod, and an exception it
 * leaves goes back to the helper for the thread's uncaught-exception
 * handler.  The exit code is 1 if the main class was refused or main
 * threw, else 0; System.exit ends the process inside the VM.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classpath/classpath.h"
#include "jni.h"
#include "launcher/launcher_args.h"
#include "os.h"

typedef jint(JNICALL *create_vm_fn)(JavaVM **, void **, void *);

static void version(FILE *out, bool long_form)
{
    if (long_form)
        fprintf(out, "lantern version \"17\" 2021-09-14\n");
    else
        fprintf(out, "lantern 17 2021-09-14\n");
    fprintf(out, "Lantern Runtime Environment (build 17-lantern)\n");
    fprintf(out, "Lantern VM (build 0.1, interpreted mode)\n");
}

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: java [options] <mainclass> [args...]\n"
            "           (to execute a class)\n"
            "   or  java [options] -jar <jarfile> [args...]\n"
            "           (to execute a jar file)\n"
            "\n"
            " Arguments following the main class or -jar <jarfile> are passed as the\n"
            " arguments to main class.\n"
            "\n"
            " where options include:\n"
            "\n"
            "    -cp <class search path of directories and zip/jar files>\n"
            "    -classpath <class search path of directories and zip/jar files>\n"
            "    --class-path <class search path of directories and zip/jar files>\n"
            "                  A %c separated list of directories, JAR archives,\n"
            "                  and ZIP archives to search for class files.\n"
            "    -D<name>=<value>\n"
            "                  set a system property\n"
            "    -verbose:[class|gc|jni]\n"
            "                  enable verbose output for the given subsystem\n"
            "    -version      print product version to the error stream and exit\n"
            "    --version     print product version to the output stream and exit\n"
            "    -showversion  print product version to the error stream and continue\n"
            "    --show-version\n"
            "                  print product version to the output stream and continue\n"
            "    -? -h -help\n"
            "                  print this help message to the error stream\n"
            "    --help        print this help message to the output stream\n"
            "    -X            print help on extra options to the error stream\n"
            "    --help-extra  print help on extra options to the output stream\n"
            "    -Xrun<libname>[:<options>]\n"
            "                  load a JVMPI profiler agent, e.g. -Xrunhprof:cpu=samples\n",
            os_path_separator());
}

static void extra_usage(FILE *out)
{
    fprintf(out,
            "    -Xint             interpreted mode execution only (Lantern has no other)\n"
            "    -Xms<size>        set initial Java heap size\n"
            "    -Xmx<size>        set maximum Java heap size\n"
            "    -Xss<size>        set java thread stack size\n"
            "    -Xgcstress        collect garbage at every allocation (testing)\n"
            "    -Xtrace:<list>    trace VM subsystems (class,interp,gc,init,exception,native,thread,...)\n"
            "\n"
            "These extra options are subject to change without notice.\n");
}

static int fatal_vm_error(void)
{
    fprintf(stderr, "Error: Could not create the Java Virtual Machine.\n");
    fprintf(stderr, "Error: A fatal exception has occurred. Program will exit.\n");
    return 1;
}

/* The directory two levels above the executable: <home>/bin/java -> <home>. */
static char *find_home(void)
{
    char *exe = os_executable_path();
    if (!exe) return NULL;
    for (int up = 0; up < 2; up++) {
        char *cut = NULL;
        for (char *p = exe; *p; p++)
            if (*p == '/' || *p == '\\') cut = p;
        if (cut) *cut = '\0';
    }
    return exe;
}

static char *concat3(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *s = malloc(n);
    snprintf(s, n, "%s%s%s", a, b, c);
    return s;
}

/* argv is UTF-8 (os_process_args); NewStringUTF takes modified UTF-8,
 * which writes a character beyond U+FFFF as its two UTF-16 surrogates of
 * three bytes each.  Anything else passes unchanged (a malformed byte then
 * reads as U+FFFD, as the JDK decodes it).  malloc'd. */
static char *to_modified_utf8(const char *s)
{
    size_t n = strlen(s);
    char *out = malloc(n * 3 / 2 + 4), *o = out; /* 4 bytes become 6 */
    if (!out) return NULL;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        if ((p[0] & 0xf8) == 0xf0 && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80 && (p[3] & 0xc0) == 0x80) {
            unsigned long cp = ((unsigned long)(p[0] & 0x07) << 18) | ((unsigned long)(p[1] & 0x3f) << 12) |
                               ((unsigned long)(p[2] & 0x3f) << 6) | (p[3] & 0x3f);
            if (cp >= 0x10000 && cp <= 0x10ffff) {
                unsigned long hi = 0xd800 + ((cp - 0x10000) >> 10), lo = 0xdc00 + ((cp - 0x10000) & 0x3ff);
                unsigned long units[2] = {hi, lo};
                for (int k = 0; k < 2; k++) {
                    *o++ = (char)(0xe0 | (units[k] >> 12));
                    *o++ = (char)(0x80 | ((units[k] >> 6) & 0x3f));
                    *o++ = (char)(0x80 | (units[k] & 0x3f));
                }
                p += 4;
                continue;
            }
        }
        *o++ = (char)*p++;
    }
    *o = '\0';
    return out;
}

static jstring new_arg_string(JNIEnv *env, const char *s)
{
    char *m = to_modified_utf8(s);
    if (!m) return NULL;
    jstring r = (*env)->NewStringUTF(env, m);
    free(m);
    return r;
}

/* Runs main_class's main with args through the JNI; the exit code.
 * main_class is NULL for a -jar file without Main-Class (the helper says
 * so, after the VM exists, as with the JDK). */
static int run_main(JNIEnv *env, const char *main_class, const char *jar, int argc, char **argv)
{
    jclass helper = (*env)->FindClass(env, "sun/launcher/LauncherHelper");
    jmethodID load = helper ? (*env)->GetStaticMethodID(env, helper, "loadMainClass",
                                                        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;")
                            : NULL;
    jmethodID uncaught =
        load ? (*env)->GetStaticMethodID(env, helper, "uncaught", "(Ljava/lang/Throwable;)V") : NULL;
    if (!uncaught) {
        /* a broken class library: say what is missing, as any uncaught error */
        (*env)->ExceptionDescribe(env);
        return 1;
    }
    jstring jname = main_class ? new_arg_string(env, main_class) : NULL;
    jstring jjar = jar ? new_arg_string(env, jar) : NULL;
    jclass cls = NULL;
    if (!(*env)->ExceptionCheck(env))
        cls = (jclass)(*env)->CallStaticObjectMethod(env, helper, load, jname, jjar);
    /* checked even when cls is set: -Xcheck:jni warns otherwise, as on the JDK */
    jboolean thrown = (*env)->ExceptionCheck(env);
    if (!cls && !thrown) return 1; /* refused; the helper printed why */
    /* Looking main up initializes the class: a failing static initializer
     * leaves its ExceptionInInitializerError pending here. */
    jmethodID mid = cls ? (*env)->GetStaticMethodID(env, cls, "main", "([Ljava/lang/String;)V") : NULL;
    jobjectArray args = NULL;
    if (mid) {
        jclass string_class = (*env)->FindClass(env, "java/lang/String");
        args = string_class ? (*env)->NewObjectArray(env, argc, string_class, NULL) : NULL;
        for (int k = 0; args && k < argc; k++) {
            jstring a = new_arg_string(env, argv[k]);
            if (!a) {
                args = NULL;
                break;
            }
            (*env)->SetObjectArrayElement(env, args, k, a);
            (*env)->DeleteLocalRef(env, a);
        }
    }
    if (args) (*env)->CallStaticVoidMethod(env, cls, mid, args);
    jthrowable ex = (*env)->ExceptionOccurred(env);
    if (!ex) return 0;
    (*env)->ExceptionClear(env);
    (*env)->CallStaticVoidMethod(env, helper, uncaught, ex);
    (*env)->ExceptionClear(env);
    return 1;
}

/* What the command line asks for.  Its strings and arrays live until exit
 * (main's launch is static), whichever way the launcher ends. */
typedef struct launch {
    int argc;
    char **argv;             /* after JDK_JAVA_OPTIONS and @files */
    int first_arg;           /* argv index of main's first argument */
    /* The user's VM options in order, with each -cp (and -jar) turned into
     * -Djava.class.path in its place, so that a later option wins, as with
     * the JDK; nvm counts only the VM options. */
    JavaVMOption *opts;
    int nopts, nvm;
    const char *class_path, *jar, *main_class;
    const char *default_class_path; /* CLASSPATH or ".", without -cp or -jar */
    bool show_version;
    char *home;
} launch;

/* A step's result when the launcher is to go on to the next step; any
 * other value is the exit code to end with. */
#define LAUNCH_GO_ON (-1)

/* The launcher's own options up to the first argument that is not an
 * option (or the jar after -jar); everything else is a VM option, passed
 * on for the VM to judge. */
static int parse_command_line(launch *l)
{
    int argc = l->argc;
    char **argv = l->argv;
    l->opts = calloc((size_t)argc + 4, sizeof *l->opts);
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-') break;
        if (strcmp(a, "-cp") == 0 || strcmp(a, "-classpath") == 0 || strcmp(a, "--class-path") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "Error: %s requires class path specification\n", a);
                return 1;
            }
            l->class_path = argv[++i];
            l->opts[l->nopts++].optionString = concat3("-Djava.class.path=", l->class_path, "");
        } else if (strncmp(a, "--class-path=", 13) == 0) {
            l->class_path = a + 13;
            l->opts[l->nopts++].optionString = concat3("-Djava.class.path=", l->class_path, "");
        } else if (strcmp(a, "-jar") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "Error: -jar requires jar file specification\n");
                usage(stderr);
                return 1;
            }
            l->jar = argv[++i];
            l->opts[l->nopts++].optionString = concat3("-Djava.class.path=", l->jar, "");
            i++;
            break;
        } else if (strcmp(a, "-version") == 0) {
            version(stderr, true);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            version(stdout, false);
            return 0;
        } else if (strcmp(a, "-showversion") == 0) {
            version(stderr, true);
        } else if (strcmp(a, "--show-version") == 0) {
            l->show_version = true;
        } else if (strcmp(a, "-help") == 0 || strcmp(a, "-h") == 0 || strcmp(a, "-?") == 0) {
            usage(stderr);
            return 0;
        } else if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "-X") == 0) {
            extra_usage(stderr);
            return 0;
        } else if (strcmp(a, "--help-extra") == 0) {
            extra_usage(stdout);
            return 0;
        } else {
            l->opts[l->nopts++].optionString = (char *)a; /* the VM judges it */
            l->nvm++;
        }
    }
    l->first_arg = i;
    return LAUNCH_GO_ON;
}

/* The main class: the jar's Main-Class, or the first argument after the
 * options; and the default class path when neither -cp nor -jar gave one. */
static int choose_main_class(launch *l)
{
    if (l->jar) {
        char *mc = NULL, msg[1024];
        classpath_jar_status st = classpath_jar_main_class(l->jar, &mc, msg, sizeof msg);
        /* A jar without Main-Class is the helper's to report, once the VM
         * exists: bad VM options are reported first, as with the JDK. */
        if (st != CLASSPATH_JAR_OK && st != CLASSPATH_JAR_NO_MAIN) {
            fprintf(stderr, "%s\n", msg);
            return 1;
        }
        l->main_class = st == CLASSPATH_JAR_OK ? mc : NULL;
    } else {
        /* With no main class the JDK still creates the VM first, so bad VM
         * options are reported before the usage text. */
        if (l->first_arg >= l->argc && l->nvm == 0) {
            usage(stderr);
            return 1;
        }
        if (l->first_arg < l->argc) l->main_class = l->argv[l->first_arg++];
    }
    /* Without -cp or -jar: CLASSPATH, else the current directory, before
     * all the user's options (a -Djava.class.path among them wins). */
    if (!l->jar && !l->class_path) {
        char *env = os_getenv("CLASSPATH");
        l->default_class_path = env ? env : ".";
    }
    return LAUNCH_GO_ON;
}

/* Loads <home>/lib/<libjvm> and finds its JNI_CreateJavaVM. */
static int find_vm(launch *l, create_vm_fn *create)
{
    /* Static: the launcher's strings live until exit, whichever way it comes. */
    static char *libdir, *libpath;
    static os_dll *jvm;
    l->home = find_home();
    if (!l->home) {
        fprintf(stderr, "Error: cannot find the directory Lantern is installed in\n");
        return 1;
    }
    char sep[2] = {os_file_separator(), 0};
    char libname[64];
    os_dll_filename("jvm", libname, sizeof libname);
    libdir = concat3(l->home, sep, "lib");
    libpath = concat3(libdir, sep, libname);
    char err[1024];
    jvm = os_dll_load(libpath, err, sizeof err);
    if (!jvm) {
        fprintf(stderr, "Error: could not load the VM library %s: %s\n", libpath, err);
        return 1;
    }
    *create = (create_vm_fn)os_dll_symbol(jvm, "JNI_CreateJavaVM");
    if (!*create) {
        fprintf(stderr, "Error: %s is not a Lantern VM library\n", libpath);
        return 1;
    }
    return LAUNCH_GO_ON;
}

/* The VM's options: java.home and the default class path go first so that
 * -D options after them win; sun.java.command (what runs, with its
 * arguments) and sun.java.launcher go last, so that they win, as with the
 * JDK's launcher. */
static void build_vm_options(const launch *l, JavaVMInitArgs *args)
{
    static JavaVMOption *all;
    all = calloc((size_t)l->nopts + 5, sizeof *all);
    int n = 0;
    static char *home_opt, *cp_opt, *command_opt;
    home_opt = concat3("-Djava.home=", l->home, "");
    all[n++].optionString = home_opt;
    if (l->default_class_path) {
        cp_opt = concat3("-Djava.class.path=", l->default_class_path, "");
        all[n++].optionString = cp_opt;
    }
    for (int k = 0; k < l->nopts; k++) all[n++] = l->opts[k];
    const char *what = l->jar ? l->jar : l->main_class;
    if (what) {
        size_t len = strlen("-Dsun.java.command=") + strlen(what) + 1;
        for (int k = l->first_arg; k < l->argc; k++) len += strlen(l->argv[k]) + 1;
        command_opt = malloc(len);
        if (command_opt) {
            char *p = command_opt;
            p += sprintf(p, "-Dsun.java.command=%s", what);
            for (int k = l->first_arg; k < l->argc; k++) p += sprintf(p, " %s", l->argv[k]);
            all[n++].optionString = command_opt;
        }
    }
    all[n++].optionString = "-Dsun.java.launcher=SUN_STANDARD";
    memset(args, 0, sizeof *args);
    args->version = JNI_VERSION_10;
    args->nOptions = n;
    args->options = all;
    args->ignoreUnrecognized = JNI_FALSE;
}

/* The JDK's launcher detaches main's thread before DestroyJavaVM (which
 * then waits for the other non-daemon threads and runs the shutdown
 * hooks); a VM without DetachCurrentThread keeps it attached. */
static void finish(JavaVM *vm, int rc)
{
    if ((*vm)->DetachCurrentThread && (*vm)->DetachCurrentThread(vm) != JNI_OK) {
        fprintf(stderr, "Error: Could not detach main thread.\n");
        rc = 1;
    }
    (*vm)->DestroyJavaVM(vm);
    fflush(stdout);
    fflush(stderr);
    os_exit(rc);
}

int main(int argc, char **argv)
{
    if (os_init() != OS_OK) {
        fprintf(stderr, "Error: cannot initialise the platform layer\n");
        return 1;
    }
    os_process_args(&argc, &argv);
    os_stdio_binary();
    /* Static: reachable until exit, whichever way main returns. */
    static launch l;
    static char **expanded;
    /* JDK_JAVA_OPTIONS and @files, before anything is parsed */
    if (!launcher_expand_args(argc, argv, &l.argc, &expanded)) return 1;
    l.argv = expanded;

    int rc = parse_command_line(&l);
    if (rc != LAUNCH_GO_ON) return rc;
    if (l.show_version) {
        version(stdout, false);
        fflush(stdout); /* before main's output, which bypasses stdio */
    }
    rc = choose_main_class(&l);
    if (rc != LAUNCH_GO_ON) return rc;
    create_vm_fn create;
    rc = find_vm(&l, &create);
    if (rc != LAUNCH_GO_ON) return rc;
    JavaVMInitArgs args;
    build_vm_options(&l, &args);
    JavaVM *vm;
    JNIEnv *env;
    if (create(&vm, (void **)&env, &args) != JNI_OK) return fatal_vm_error();
    if (!l.main_class && !l.jar) {
        usage(stderr);
        return 1;
    }
    finish(vm, run_main(env, l.main_class, l.jar, l.argc - l.first_arg, l.argv + l.first_arg));
}
