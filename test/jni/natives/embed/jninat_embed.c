/*
 * jninat_embed.c -- a program that embeds the VM through the invocation
 * API (test jni.natives.JniEmbed): the exported functions' return codes
 * before, during and after the VM's life; a second native thread that
 * attaches and calls Java, which calls back into C (a native it
 * registered), which calls Java again; and DestroyJavaVM waiting for that
 * attached non-daemon thread.  The VM library is linked in: Lantern's
 * jvm, or the JDK's libjvm for the expected output.
 *
 * Arguments: options for the VM ("-D..." / "-X..."), "-cp <path>" (the
 * class path); anything else (the main class name the test harness adds)
 * is ignored.
 */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* nanosleep under -std=c11 */
#endif
#ifdef _WIN32
#include <windows.h>
#else
#include <pthread.h>
#include <time.h>
#endif
#include <stdio.h>
#include <string.h>

#include <jni.h>

static JavaVM *the_vm;
static volatile int attached, finished;

static void sleep_ms(int ms)
{
#ifdef _WIN32
    Sleep((DWORD)ms);
#else
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
#endif
}

/* embedhelp.Both.twice: C called from Java, calling Java. */
static jint JNICALL both_twice(JNIEnv *env, jclass c, jint x)
{
    jmethodID sq = (*env)->GetStaticMethodID(env, c, "square", "(I)I");
    return 2 * (*env)->CallStaticIntMethod(env, c, sq, x);
}

/* Attaches (non-daemon), calls Java both ways, lets main reach
 * DestroyJavaVM, then leaves. */
static void late_thread(void)
{
    JNIEnv *env = NULL;
    JavaVMAttachArgs args = {JNI_VERSION_1_8, (char *)"late", NULL};
    int rc = (*the_vm)->AttachCurrentThread(the_vm, (void **)&env, &args);
    if (rc == JNI_OK) {
        jclass both = (*env)->FindClass(env, "embedhelp/Both");
        JNINativeMethod m = {(char *)"twice", (char *)"(I)I", (void *)both_twice};
        int reg = both ? (int)(*env)->RegisterNatives(env, both, &m, 1) : -100;
        jmethodID via = both ? (*env)->GetStaticMethodID(env, both, "viaNative", "(I)I") : NULL;
        int r = via ? (int)(*env)->CallStaticIntMethod(env, both, via, 7) : -1;
        printf("late thread: RegisterNatives = %d, Java -> C -> Java: viaNative(7) = %d, exception: %d\n", reg, r,
               (int)(*env)->ExceptionCheck(env));
    }
    attached = 1;
    sleep_ms(300);
    finished = 1;
    if (rc == JNI_OK) (*the_vm)->DetachCurrentThread(the_vm);
}

#ifdef _WIN32
static DWORD WINAPI late_main(LPVOID p)
{
    late_thread();
    return 0;
}
#else
static void *late_main(void *p)
{
    late_thread();
    return NULL;
}
#endif

int main(int argc, char **argv)
{
    JavaVMOption opts[16];
    int n = 0;
    for (int i = 1; i < argc && n < 16; i++) {
        if (strcmp(argv[i], "-cp") == 0 && i + 1 < argc && n < 15) {
            static char cp[4096];
            snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[++i]);
            opts[n++].optionString = cp;
            continue;
        }
        if (strncmp(argv[i], "-D", 2) == 0 || strncmp(argv[i], "-X", 2) == 0) opts[n++].optionString = argv[i];
    }
    setvbuf(stdout, NULL, _IONBF, 0);

    JavaVMInitArgs init;
    memset(&init, 0, sizeof init);
    init.version = JNI_VERSION_1_1;
    printf("GetDefaultJavaVMInitArgs(1_1) = %d\n", (int)JNI_GetDefaultJavaVMInitArgs(&init));
    init.version = JNI_VERSION_1_8;
    printf("GetDefaultJavaVMInitArgs(1_8) = %d\n", (int)JNI_GetDefaultJavaVMInitArgs(&init));
    init.version = 0x00110000;
    printf("GetDefaultJavaVMInitArgs(0x110000) = %d\n", (int)JNI_GetDefaultJavaVMInitArgs(&init));

    int rc;
    JavaVM *vms[2] = {NULL, NULL};
    jsize nvms = -1;
    rc = JNI_GetCreatedJavaVMs(vms, 2, &nvms);
    printf("GetCreatedJavaVMs before = %d, %d VMs\n", rc, (int)nvms);

    JavaVM *vm = NULL;
    JNIEnv *env = NULL;
    memset(&init, 0, sizeof init);
    init.version = JNI_VERSION_1_1;
    init.nOptions = n;
    init.options = opts;
    init.ignoreUnrecognized = JNI_FALSE;
    printf("CreateJavaVM(1_1) = %d\n", (int)JNI_CreateJavaVM(&vm, (void **)&env, &init));
    init.version = JNI_VERSION_1_8;
    rc = JNI_CreateJavaVM(&vm, (void **)&env, &init);
    printf("CreateJavaVM(1_8) = %d\n", rc);
    if (rc != JNI_OK) return 1;
    the_vm = vm;
    printf("GetVersion = 0x%x\n", (unsigned)(*env)->GetVersion(env));
    nvms = -1;
    rc = JNI_GetCreatedJavaVMs(vms, 2, &nvms);
    printf("GetCreatedJavaVMs after = %d, %d VMs, the same = %d\n", rc, (int)nvms, vms[0] == vm);
    JavaVM *vm2 = NULL;
    JNIEnv *env2 = NULL;
    printf("CreateJavaVM again = %d\n", (int)JNI_CreateJavaVM(&vm2, (void **)&env2, &init));
    JNIEnv *e = NULL;
    rc = (*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_8);
    printf("GetEnv(1_8) = %d, the same env = %d\n", rc, e == env);

#ifdef _WIN32
    HANDLE h = CreateThread(NULL, 0, late_main, NULL, 0, NULL);
#else
    pthread_t th;
    pthread_create(&th, NULL, late_main, NULL);
#endif
    while (!attached) sleep_ms(5);
    printf("DestroyJavaVM = %d\n", (int)(*vm)->DestroyJavaVM(vm));
    printf("the attached thread had finished = %d\n", finished);
#ifdef _WIN32
    WaitForSingleObject(h, INFINITE);
    CloseHandle(h);
#else
    pthread_join(th, NULL);
#endif
    nvms = -1;
    rc = JNI_GetCreatedJavaVMs(vms, 2, &nvms);
    printf("GetCreatedJavaVMs after destroy = %d, %d VMs\n", rc, (int)nvms);
    printf("CreateJavaVM after destroy = %d\n", (int)JNI_CreateJavaVM(&vm2, (void **)&env2, &init));
    return 0;
}
