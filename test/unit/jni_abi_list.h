/*
 * jni_abi_list.h -- the JNI binary interface of JDK 17 as lists, for the
 * checks of vm/jni/jni.h (test_jni_header*.c, jni_abi_*.c/.cpp).
 *
 * Owns: the slot lists of the two function tables, typed from
 * the JNI specification and the JDK 17's own jni.h, written down by hand
 * independently of any jni.h the build sees, and the list
 * of layout and value "facts" that must come out the same under the JDK's
 * jni.h and Lantern's.  Include it after a jni.h (and <stddef.h>).  A fact
 * is F(name, expression), the expression evaluated against whichever jni.h
 * that is; names are plain identifiers (constants get a const_ prefix, so
 * that their macros stay unexpanded in the name).
 *
 * Invariants: slot n of each list is at offset n * sizeof(void *); the
 * lists cover every slot (0-233 and 0-7) in order, with no gaps.
 */
#ifndef LANTERN_JNI_ABI_LIST_H
#define LANTERN_JNI_ABI_LIST_H

/* struct JNINativeInterface_: X(slot, member).  Reserved slots apart, since
 * C++'s JNIEnv_ has a member function for every other slot. */
#define JNI_ABI_ENV_RESERVED(X) \
    X(0, reserved0) \
    X(1, reserved1) \
    X(2, reserved2) \
    X(3, reserved3)

#define JNI_ABI_ENV_FUNCTIONS(X) \
    X(4, GetVersion) \
    X(5, DefineClass) \
    X(6, FindClass) \
    X(7, FromReflectedMethod) \
    X(8, FromReflectedField) \
    X(9, ToReflectedMethod) \
    X(10, GetSuperclass) \
    X(11, IsAssignableFrom) \
    X(12, ToReflectedField) \
    X(13, Throw) \
    X(14, ThrowNew) \
    X(15, ExceptionOccurred) \
    X(16, ExceptionDescribe) \
    X(17, ExceptionClear) \
    X(18, FatalError) \
    X(19, PushLocalFrame) \
    X(20, PopLocalFrame) \
    X(21, NewGlobalRef) \
    X(22, DeleteGlobalRef) \
    X(23, DeleteLocalRef) \
    X(24, IsSameObject) \
    X(25, NewLocalRef) \
    X(26, EnsureLocalCapacity) \
    X(27, AllocObject) \
    X(28, NewObject) \
    X(29, NewObjectV) \
    X(30, NewObjectA) \
    X(31, GetObjectClass) \
    X(32, IsInstanceOf) \
    X(33, GetMethodID) \
    X(34, CallObjectMethod) \
    X(35, CallObjectMethodV) \
    X(36, CallObjectMethodA) \
    X(37, CallBooleanMethod) \
    X(38, CallBooleanMethodV) \
    X(39, CallBooleanMethodA) \
    X(40, CallByteMethod) \
    X(41, CallByteMethodV) \
    X(42, CallByteMethodA) \
    X(43, CallCharMethod) \
    X(44, CallCharMethodV) \
    X(45, CallCharMethodA) \
    X(46, CallShortMethod) \
    X(47, CallShortMethodV) \
    X(48, CallShortMethodA) \
    X(49, CallIntMethod) \
    X(50, CallIntMethodV) \
    X(51, CallIntMethodA) \
    X(52, CallLongMethod) \
    X(53, CallLongMethodV) \
    X(54, CallLongMethodA) \
    X(55, CallFloatMethod) \
    X(56, CallFloatMethodV) \
    X(57, CallFloatMethodA) \
    X(58, CallDoubleMethod) \
    X(59, CallDoubleMethodV) \
    X(60, CallDoubleMethodA) \
    X(61, CallVoidMethod) \
    X(62, CallVoidMethodV) \
    X(63, CallVoidMethodA) \
    X(64, CallNonvirtualObjectMethod) \
    X(65, CallNonvirtualObjectMethodV) \
    X(66, CallNonvirtualObjectMethodA) \
    X(67, CallNonvirtualBooleanMethod) \
    X(68, CallNonvirtualBooleanMethodV) \
    X(69, CallNonvirtualBooleanMethodA) \
    X(70, CallNonvirtualByteMethod) \
    X(71, CallNonvirtualByteMethodV) \
    X(72, CallNonvirtualByteMethodA) \
    X(73, CallNonvirtualCharMethod) \
    X(74, CallNonvirtualCharMethodV) \
    X(75, CallNonvirtualCharMethodA) \
    X(76, CallNonvirtualShortMethod) \
    X(77, CallNonvirtualShortMethodV) \
    X(78, CallNonvirtualShortMethodA) \
    X(79, CallNonvirtualIntMethod) \
    X(80, CallNonvirtualIntMethodV) \
    X(81, CallNonvirtualIntMethodA) \
    X(82, CallNonvirtualLongMethod) \
    X(83, CallNonvirtualLongMethodV) \
    X(84, CallNonvirtualLongMethodA) \
    X(85, CallNonvirtualFloatMethod) \
    X(86, CallNonvirtualFloatMethodV) \
    X(87, CallNonvirtualFloatMethodA) \
    X(88, CallNonvirtualDoubleMethod) \
    X(89, CallNonvirtualDoubleMethodV) \
    X(90, CallNonvirtualDoubleMethodA) \
    X(91, CallNonvirtualVoidMethod) \
    X(92, CallNonvirtualVoidMethodV) \
    X(93, CallNonvirtualVoidMethodA) \
    X(94, GetFieldID) \
    X(95, GetObjectField) \
    X(96, GetBooleanField) \
    X(97, GetByteField) \
    X(98, GetCharField) \
    X(99, GetShortField) \
    X(100, GetIntField) \
    X(101, GetLongField) \
    X(102, GetFloatField) \
    X(103, GetDoubleField) \
    X(104, SetObjectField) \
    X(105, SetBooleanField) \
    X(106, SetByteField) \
    X(107, SetCharField) \
    X(108, SetShortField) \
    X(109, SetIntField) \
    X(110, SetLongField) \
    X(111, SetFloatField) \
    X(112, SetDoubleField) \
    X(113, GetStaticMethodID) \
    X(114, CallStaticObjectMethod) \
    X(115, CallStaticObjectMethodV) \
    X(116, CallStaticObjectMethodA) \
    X(117, CallStaticBooleanMethod) \
    X(118, CallStaticBooleanMethodV) \
    X(119, CallStaticBooleanMethodA) \
    X(120, CallStaticByteMethod) \
    X(121, CallStaticByteMethodV) \
    X(122, CallStaticByteMethodA) \
    X(123, CallStaticCharMethod) \
    X(124, CallStaticCharMethodV) \
    X(125, CallStaticCharMethodA) \
    X(126, CallStaticShortMethod) \
    X(127, CallStaticShortMethodV) \
    X(128, CallStaticShortMethodA) \
    X(129, CallStaticIntMethod) \
    X(130, CallStaticIntMethodV) \
    X(131, CallStaticIntMethodA) \
    X(132, CallStaticLongMethod) \
    X(133, CallStaticLongMethodV) \
    X(134, CallStaticLongMethodA) \
    X(135, CallStaticFloatMethod) \
    X(136, CallStaticFloatMethodV) \
    X(137, CallStaticFloatMethodA) \
    X(138, CallStaticDoubleMethod) \
    X(139, CallStaticDoubleMethodV) \
    X(140, CallStaticDoubleMethodA) \
    X(141, CallStaticVoidMethod) \
    X(142, CallStaticVoidMethodV) \
    X(143, CallStaticVoidMethodA) \
    X(144, GetStaticFieldID) \
    X(145, GetStaticObjectField) \
    X(146, GetStaticBooleanField) \
    X(147, GetStaticByteField) \
    X(148, GetStaticCharField) \
    X(149, GetStaticShortField) \
    X(150, GetStaticIntField) \
    X(151, GetStaticLongField) \
    X(152, GetStaticFloatField) \
    X(153, GetStaticDoubleField) \
    X(154, SetStaticObjectField) \
    X(155, SetStaticBooleanField) \
    X(156, SetStaticByteField) \
    X(157, SetStaticCharField) \
    X(158, SetStaticShortField) \
    X(159, SetStaticIntField) \
    X(160, SetStaticLongField) \
    X(161, SetStaticFloatField) \
    X(162, SetStaticDoubleField) \
    X(163, NewString) \
    X(164, GetStringLength) \
    X(165, GetStringChars) \
    X(166, ReleaseStringChars) \
    X(167, NewStringUTF) \
    X(168, GetStringUTFLength) \
    X(169, GetStringUTFChars) \
    X(170, ReleaseStringUTFChars) \
    X(171, GetArrayLength) \
    X(172, NewObjectArray) \
    X(173, GetObjectArrayElement) \
    X(174, SetObjectArrayElement) \
    X(175, NewBooleanArray) \
    X(176, NewByteArray) \
    X(177, NewCharArray) \
    X(178, NewShortArray) \
    X(179, NewIntArray) \
    X(180, NewLongArray) \
    X(181, NewFloatArray) \
    X(182, NewDoubleArray) \
    X(183, GetBooleanArrayElements) \
    X(184, GetByteArrayElements) \
    X(185, GetCharArrayElements) \
    X(186, GetShortArrayElements) \
    X(187, GetIntArrayElements) \
    X(188, GetLongArrayElements) \
    X(189, GetFloatArrayElements) \
    X(190, GetDoubleArrayElements) \
    X(191, ReleaseBooleanArrayElements) \
    X(192, ReleaseByteArrayElements) \
    X(193, ReleaseCharArrayElements) \
    X(194, ReleaseShortArrayElements) \
    X(195, ReleaseIntArrayElements) \
    X(196, ReleaseLongArrayElements) \
    X(197, ReleaseFloatArrayElements) \
    X(198, ReleaseDoubleArrayElements) \
    X(199, GetBooleanArrayRegion) \
    X(200, GetByteArrayRegion) \
    X(201, GetCharArrayRegion) \
    X(202, GetShortArrayRegion) \
    X(203, GetIntArrayRegion) \
    X(204, GetLongArrayRegion) \
    X(205, GetFloatArrayRegion) \
    X(206, GetDoubleArrayRegion) \
    X(207, SetBooleanArrayRegion) \
    X(208, SetByteArrayRegion) \
    X(209, SetCharArrayRegion) \
    X(210, SetShortArrayRegion) \
    X(211, SetIntArrayRegion) \
    X(212, SetLongArrayRegion) \
    X(213, SetFloatArrayRegion) \
    X(214, SetDoubleArrayRegion) \
    X(215, RegisterNatives) \
    X(216, UnregisterNatives) \
    X(217, MonitorEnter) \
    X(218, MonitorExit) \
    X(219, GetJavaVM) \
    X(220, GetStringRegion) \
    X(221, GetStringUTFRegion) \
    X(222, GetPrimitiveArrayCritical) \
    X(223, ReleasePrimitiveArrayCritical) \
    X(224, GetStringCritical) \
    X(225, ReleaseStringCritical) \
    X(226, NewWeakGlobalRef) \
    X(227, DeleteWeakGlobalRef) \
    X(228, ExceptionCheck) \
    X(229, NewDirectByteBuffer) \
    X(230, GetDirectBufferAddress) \
    X(231, GetDirectBufferCapacity) \
    X(232, GetObjectRefType) \
    X(233, GetModule)

#define JNI_ABI_ENV_SLOTS(X) JNI_ABI_ENV_RESERVED(X) JNI_ABI_ENV_FUNCTIONS(X)
#define JNI_ABI_ENV_SLOT_COUNT 234

/* struct JNIInvokeInterface_: X(slot, member). */
#define JNI_ABI_VM_RESERVED(X) \
    X(0, reserved0) \
    X(1, reserved1) \
    X(2, reserved2)

#define JNI_ABI_VM_FUNCTIONS(X) \
    X(3, DestroyJavaVM) \
    X(4, AttachCurrentThread) \
    X(5, DetachCurrentThread) \
    X(6, GetEnv) \
    X(7, AttachCurrentThreadAsDaemon)

#define JNI_ABI_VM_SLOTS(X) JNI_ABI_VM_RESERVED(X) JNI_ABI_VM_FUNCTIONS(X)
#define JNI_ABI_VM_SLOT_COUNT 8

/* The primitive and reference types. */
#define JNI_ABI_TYPES(X) \
    X(jboolean) X(jbyte) X(jchar) X(jshort) X(jint) X(jlong) X(jfloat) \
    X(jdouble) X(jsize) X(jobject) X(jclass) X(jthrowable) X(jstring) \
    X(jarray) X(jbooleanArray) X(jbyteArray) X(jcharArray) X(jshortArray) \
    X(jintArray) X(jlongArray) X(jfloatArray) X(jdoubleArray) \
    X(jobjectArray) X(jweak) X(jvalue) X(jfieldID) X(jmethodID) \
    X(jobjectRefType) X(JNINativeMethod) X(JavaVMOption) X(JavaVMInitArgs) \
    X(JavaVMAttachArgs) X(JNIEnv) X(JavaVM)

/* Struct members: X(type, member). */
#define JNI_ABI_MEMBERS(X) \
    X(jvalue, z) X(jvalue, b) X(jvalue, c) X(jvalue, s) X(jvalue, i) \
    X(jvalue, j) X(jvalue, f) X(jvalue, d) X(jvalue, l) \
    X(JNINativeMethod, name) X(JNINativeMethod, signature) \
    X(JNINativeMethod, fnPtr) \
    X(JavaVMOption, optionString) X(JavaVMOption, extraInfo) \
    X(JavaVMInitArgs, version) X(JavaVMInitArgs, nOptions) \
    X(JavaVMInitArgs, options) X(JavaVMInitArgs, ignoreUnrecognized) \
    X(JavaVMAttachArgs, version) X(JavaVMAttachArgs, name) \
    X(JavaVMAttachArgs, group)

/* Constants: X(macro or enumerator). */
#define JNI_ABI_CONSTANTS(X) \
    X(JNI_FALSE) X(JNI_TRUE) \
    X(JNI_OK) X(JNI_ERR) X(JNI_EDETACHED) X(JNI_EVERSION) X(JNI_ENOMEM) \
    X(JNI_EEXIST) X(JNI_EINVAL) \
    X(JNI_COMMIT) X(JNI_ABORT) \
    X(JNI_VERSION_1_1) X(JNI_VERSION_1_2) X(JNI_VERSION_1_4) \
    X(JNI_VERSION_1_6) X(JNI_VERSION_1_8) X(JNI_VERSION_9) X(JNI_VERSION_10) \
    X(JNIInvalidRefType) X(JNILocalRefType) X(JNIGlobalRefType) \
    X(JNIWeakGlobalRefType)

/* Everything above as facts F(name, expression): sizes, alignments and
 * signedness of the types, offsets and sizes of members and slots, values
 * of the constants. */
#define JNI_ABI_FACT_SLOT_(slot, m) \
    F(env_##m, offsetof(struct JNINativeInterface_, m)) \
    F(env_##m##_size, sizeof(((struct JNINativeInterface_ *)0)->m))
#define JNI_ABI_FACT_VMSLOT_(slot, m) \
    F(vm_##m, offsetof(struct JNIInvokeInterface_, m)) \
    F(vm_##m##_size, sizeof(((struct JNIInvokeInterface_ *)0)->m))
#define JNI_ABI_FACT_TYPE_(t) \
    F(sizeof_##t, sizeof(t)) \
    F(alignof_##t, _Alignof(t))
#define JNI_ABI_FACT_MEMBER_(t, m) \
    F(t##_##m, offsetof(t, m)) \
    F(t##_##m##_size, sizeof(((t *)0)->m))
#define JNI_ABI_FACT_CONSTANT_(c) F(const_##c, c)

/* F must be defined by the includer when JNI_ABI_FACTS is expanded. */
#define JNI_ABI_FACTS \
    JNI_ABI_ENV_SLOTS(JNI_ABI_FACT_SLOT_) \
    F(sizeof_JNINativeInterface_, sizeof(struct JNINativeInterface_)) \
    JNI_ABI_VM_SLOTS(JNI_ABI_FACT_VMSLOT_) \
    F(sizeof_JNIInvokeInterface_, sizeof(struct JNIInvokeInterface_)) \
    F(sizeof_JNIEnv_, sizeof(struct JNIEnv_)) \
    F(sizeof_JavaVM_, sizeof(struct JavaVM_)) \
    JNI_ABI_TYPES(JNI_ABI_FACT_TYPE_) \
    JNI_ABI_MEMBERS(JNI_ABI_FACT_MEMBER_) \
    JNI_ABI_CONSTANTS(JNI_ABI_FACT_CONSTANT_) \
    F(jboolean_unsigned, (jboolean)-1 > 0) \
    F(jbyte_signed, (jbyte)-1 < 0) \
    F(jchar_unsigned, (jchar)-1 > 0) \
    F(jshort_signed, (jshort)-1 < 0) \
    F(jint_signed, (jint)-1 < 0) \
    F(jlong_signed, (jlong)-1 < 0) \
    F(jsize_signed, (jsize)-1 < 0)

#endif
