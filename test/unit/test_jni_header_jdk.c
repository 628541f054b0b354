/*
 * test_jni_header_jdk.c -- Lantern's vm/jni/jni.h against the JDK's own jni.h,
 * fact by fact: the offset and size of all 234 + 8 table slots, the size,
 * alignment and signedness of every JNI type, the offset and size of every
 * struct member, the value of every constant (the list is jni_abi_list.h's).
 *
 * The JDK's values come from jni_abi_jdk.h, which the build generates by
 * compiling jni_abi_dump.c against the JDK's jni.h and running it; this file
 * evaluates the same expressions against Lantern's header.  Any difference
 * fails the compilation (static assertions) and, were those compiled out,
 * the run.  Built only natively and only where the JDK's headers are found.
 */
#include "jni.h"

#include <stddef.h>

#include "jni_abi_jdk.h"
#include "jni_abi_list.h"
#include "unit.h"

#define F(name, expr) \
    _Static_assert((long long)(expr) == JNI_ABI_JDK_##name, "differs from the JDK's jni.h: " #name);
JNI_ABI_FACTS
#undef F

typedef struct fact {
    const char *name;
    long long jdk, lantern;
} fact;

static const fact facts[] = {
#define F(name, expr) {#name, JNI_ABI_JDK_##name, (long long)(expr)},
    JNI_ABI_FACTS
#undef F
};

#define NFACTS (sizeof facts / sizeof facts[0])

static size_t count_prefix(const char *prefix)
{
    size_t n = 0;
    for (size_t i = 0; i < NFACTS; i++)
        if (strncmp(facts[i].name, prefix, strlen(prefix)) == 0) n++;
    return n;
}

TEST(same_values_as_jdk)
{
    int differ = 0;
    for (size_t i = 0; i < NFACTS; i++) {
        if (facts[i].jdk != facts[i].lantern) {
            unit_fail(__FILE__, __LINE__, "%s: JDK %lld, Lantern %lld", facts[i].name, facts[i].jdk,
                      facts[i].lantern);
            differ++;
        }
    }
    printf("%zu facts compared, %d differ\n", NFACTS, differ);
}

TEST(every_slot_compared)
{
    /* two facts (offset, size) per slot; the JDK's table has exactly as
     * many slots as the list, so no slot of either header goes unchecked */
    CHECK_EQ(count_prefix("env_"), 2 * 234);
    CHECK_EQ(count_prefix("vm_"), 2 * 8);
    CHECK_EQ(JNI_ABI_JDK_sizeof_JNINativeInterface_, 234 * sizeof(void *));
    CHECK_EQ(JNI_ABI_JDK_sizeof_JNIInvokeInterface_, 8 * sizeof(void *));
    CHECK_EQ(JNI_ABI_JDK_env_GetVersion, 4 * sizeof(void *));
    CHECK_EQ(JNI_ABI_JDK_env_GetModule, 233 * sizeof(void *));
}

TEST(every_struct_and_constant_compared)
{
    CHECK_EQ(count_prefix("JavaVMInitArgs_"), 2 * 4);
    CHECK_EQ(count_prefix("JavaVMAttachArgs_"), 2 * 3);
    CHECK_EQ(count_prefix("JavaVMOption_"), 2 * 2);
    CHECK_EQ(count_prefix("JNINativeMethod_"), 2 * 3);
    CHECK_EQ(count_prefix("jvalue_"), 2 * 9);
    CHECK_EQ(count_prefix("const_"), 22);
    /* 34 types, plus the two tables and the two interface structs */
    CHECK_EQ(count_prefix("alignof_"), 34);
    CHECK_EQ(count_prefix("sizeof_"), 34 + 4);
}

static const unit_case unit_cases[] = {
#include "test_jni_header_jdk_cases.inc"
};
UNIT_MAIN(NULL, NULL)
