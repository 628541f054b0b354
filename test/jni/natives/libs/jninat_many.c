/*
 * jninat_many.c -- natives with very long argument lists (JniMany.java,
 * generated with it): 175 parameters, 245 argument slots, cycling jint,
 * jdouble, jlong, jfloat, jobject -- the deepest stack part of each
 * calling convention.
 */
#include <jni.h>

JNIEXPORT jdouble JNICALL Java_JniMany_many(JNIEnv *env, jclass c,
    jint a0,
    jdouble a1,
    jlong a2,
    jfloat a3,
    jobject a4,
    jint a5,
    jdouble a6,
    jlong a7,
    jfloat a8,
    jobject a9,
    jint a10,
    jdouble a11,
    jlong a12,
    jfloat a13,
    jobject a14,
    jint a15,
    jdouble a16,
    jlong a17,
    jfloat a18,
    jobject a19,
    jint a20,
    jdouble a21,
    jlong a22,
    jfloat a23,
    jobject a24,
    jint a25,
    jdouble a26,
    jlong a27,
    jfloat a28,
    jobject a29,
    jint a30,
    jdouble a31,
    jlong a32,
    jfloat a33,
    jobject a34,
    jint a35,
    jdouble a36,
    jlong a37,
    jfloat a38,
    jobject a39,
    jint a40,
    jdouble a41,
    jlong a42,
    jfloat a43,
    jobject a44,
    jint a45,
    jdouble a46,
    jlong a47,
    jfloat a48,
    jobject a49,
    jint a50,
    jdouble a51,
    jlong a52,
    jfloat a53,
    jobject a54,
    jint a55,
    jdouble a56,
    jlong a57,
    jfloat a58,
    jobject a59,
    jint a60,
    jdouble a61,
    jlong a62,
    jfloat a63,
    jobject a64,
    jint a65,
    jdouble a66,
    jlong a67,
    jfloat a68,
    jobject a69,
    jint a70,
    jdouble a71,
    jlong a72,
    jfloat a73,
    jobject a74,
    jint a75,
    jdouble a76,
    jlong a77,
    jfloat a78,
    jobject a79,
    jint a80,
    jdouble a81,
    jlong a82,
    jfloat a83,
    jobject a84,
    jint a85,
    jdouble a86,
    jlong a87,
    jfloat a88,
    jobject a89,
    jint a90,
    jdouble a91,
    jlong a92,
    jfloat a93,
    jobject a94,
    jint a95,
    jdouble a96,
    jlong a97,
    jfloat a98,
    jobject a99,
    jint a100,
    jdouble a101,
    jlong a102,
    jfloat a103,
    jobject a104,
    jint a105,
    jdouble a106,
    jlong a107,
    jfloat a108,
    jobject a109,
    jint a110,
    jdouble a111,
    jlong a112,
    jfloat a113,
    jobject a114,
    jint a115,
    jdouble a116,
    jlong a117,
    jfloat a118,
    jobject a119,
    jint a120,
    jdouble a121,
    jlong a122,
    jfloat a123,
    jobject a124,
    jint a125,
    jdouble a126,
    jlong a127,
    jfloat a128,
    jobject a129,
    jint a130,
    jdouble a131,
    jlong a132,
    jfloat a133,
    jobject a134,
    jint a135,
    jdouble a136,
    jlong a137,
    jfloat a138,
    jobject a139,
    jint a140,
    jdouble a141,
    jlong a142,
    jfloat a143,
    jobject a144,
    jint a145,
    jdouble a146,
    jlong a147,
    jfloat a148,
    jobject a149,
    jint a150,
    jdouble a151,
    jlong a152,
    jfloat a153,
    jobject a154,
    jint a155,
    jdouble a156,
    jlong a157,
    jfloat a158,
    jobject a159,
    jint a160,
    jdouble a161,
    jlong a162,
    jfloat a163,
    jobject a164,
    jint a165,
    jdouble a166,
    jlong a167,
    jfloat a168,
    jobject a169,
    jint a170,
    jdouble a171,
    jlong a172,
    jfloat a173,
    jobject a174)
{
    double s = 0;
    s += (double)a0 * 1.0;
    s += (double)a1 * 2.0;
    s += (double)a2 * 3.0;
    s += (double)a3 * 4.0;
    s += (a4 ? 5.0 : 0.0);
    s += (double)a5 * 6.0;
    s += (double)a6 * 7.0;
    s += (double)a7 * 8.0;
    s += (double)a8 * 9.0;
    s += (a9 ? 10.0 : 0.0);
    s += (double)a10 * 11.0;
    s += (double)a11 * 12.0;
    s += (double)a12 * 13.0;
    s += (double)a13 * 14.0;
    s += (a14 ? 15.0 : 0.0);
    s += (double)a15 * 16.0;
    s += (double)a16 * 17.0;
    s += (double)a17 * 18.0;
    s += (double)a18 * 19.0;
    s += (a19 ? 20.0 : 0.0);
    s += (double)a20 * 21.0;
    s += (double)a21 * 22.0;
    s += (double)a22 * 23.0;
    s += (double)a23 * 24.0;
    s += (a24 ? 25.0 : 0.0);
    s += (double)a25 * 26.0;
    s += (double)a26 * 27.0;
    s += (double)a27 * 28.0;
    s += (double)a28 * 29.0;
    s += (a29 ? 30.0 : 0.0);
    s += (double)a30 * 31.0;
    s += (double)a31 * 32.0;
    s += (double)a32 * 33.0;
    s += (double)a33 * 34.0;
    s += (a34 ? 35.0 : 0.0);
    s += (double)a35 * 36.0;
    s += (double)a36 * 37.0;
    s += (double)a37 * 38.0;
    s += (double)a38 * 39.0;
    s += (a39 ? 40.0 : 0.0);
    s += (double)a40 * 41.0;
    s += (double)a41 * 42.0;
    s += (double)a42 * 43.0;
    s += (double)a43 * 44.0;
    s += (a44 ? 45.0 : 0.0);
    s += (double)a45 * 46.0;
    s += (double)a46 * 47.0;
    s += (double)a47 * 48.0;
    s += (double)a48 * 49.0;
    s += (a49 ? 50.0 : 0.0);
    s += (double)a50 * 51.0;
    s += (double)a51 * 52.0;
    s += (double)a52 * 53.0;
    s += (double)a53 * 54.0;
    s += (a54 ? 55.0 : 0.0);
    s += (double)a55 * 56.0;
    s += (double)a56 * 57.0;
    s += (double)a57 * 58.0;
    s += (double)a58 * 59.0;
    s += (a59 ? 60.0 : 0.0);
    s += (double)a60 * 61.0;
    s += (double)a61 * 62.0;
    s += (double)a62 * 63.0;
    s += (double)a63 * 64.0;
    s += (a64 ? 65.0 : 0.0);
    s += (double)a65 * 66.0;
    s += (double)a66 * 67.0;
    s += (double)a67 * 68.0;
    s += (double)a68 * 69.0;
    s += (a69 ? 70.0 : 0.0);
    s += (double)a70 * 71.0;
    s += (double)a71 * 72.0;
    s += (double)a72 * 73.0;
    s += (double)a73 * 74.0;
    s += (a74 ? 75.0 : 0.0);
    s += (double)a75 * 76.0;
    s += (double)a76 * 77.0;
    s += (double)a77 * 78.0;
    s += (double)a78 * 79.0;
    s += (a79 ? 80.0 : 0.0);
    s += (double)a80 * 81.0;
    s += (double)a81 * 82.0;
    s += (double)a82 * 83.0;
    s += (double)a83 * 84.0;
    s += (a84 ? 85.0 : 0.0);
    s += (double)a85 * 86.0;
    s += (double)a86 * 87.0;
    s += (double)a87 * 88.0;
    s += (double)a88 * 89.0;
    s += (a89 ? 90.0 : 0.0);
    s += (double)a90 * 91.0;
    s += (double)a91 * 92.0;
    s += (double)a92 * 93.0;
    s += (double)a93 * 94.0;
    s += (a94 ? 95.0 : 0.0);
    s += (double)a95 * 96.0;
    s += (double)a96 * 97.0;
    s += (double)a97 * 98.0;
    s += (double)a98 * 99.0;
    s += (a99 ? 100.0 : 0.0);
    s += (double)a100 * 101.0;
    s += (double)a101 * 102.0;
    s += (double)a102 * 103.0;
    s += (double)a103 * 104.0;
    s += (a104 ? 105.0 : 0.0);
    s += (double)a105 * 106.0;
    s += (double)a106 * 107.0;
    s += (double)a107 * 108.0;
    s += (double)a108 * 109.0;
    s += (a109 ? 110.0 : 0.0);
    s += (double)a110 * 111.0;
    s += (double)a111 * 112.0;
    s += (double)a112 * 113.0;
    s += (double)a113 * 114.0;
    s += (a114 ? 115.0 : 0.0);
    s += (double)a115 * 116.0;
    s += (double)a116 * 117.0;
    s += (double)a117 * 118.0;
    s += (double)a118 * 119.0;
    s += (a119 ? 120.0 : 0.0);
    s += (double)a120 * 121.0;
    s += (double)a121 * 122.0;
    s += (double)a122 * 123.0;
    s += (double)a123 * 124.0;
    s += (a124 ? 125.0 : 0.0);
    s += (double)a125 * 126.0;
    s += (double)a126 * 127.0;
    s += (double)a127 * 128.0;
    s += (double)a128 * 129.0;
    s += (a129 ? 130.0 : 0.0);
    s += (double)a130 * 131.0;
    s += (double)a131 * 132.0;
    s += (double)a132 * 133.0;
    s += (double)a133 * 134.0;
    s += (a134 ? 135.0 : 0.0);
    s += (double)a135 * 136.0;
    s += (double)a136 * 137.0;
    s += (double)a137 * 138.0;
    s += (double)a138 * 139.0;
    s += (a139 ? 140.0 : 0.0);
    s += (double)a140 * 141.0;
    s += (double)a141 * 142.0;
    s += (double)a142 * 143.0;
    s += (double)a143 * 144.0;
    s += (a144 ? 145.0 : 0.0);
    s += (double)a145 * 146.0;
    s += (double)a146 * 147.0;
    s += (double)a147 * 148.0;
    s += (double)a148 * 149.0;
    s += (a149 ? 150.0 : 0.0);
    s += (double)a150 * 151.0;
    s += (double)a151 * 152.0;
    s += (double)a152 * 153.0;
    s += (double)a153 * 154.0;
    s += (a154 ? 155.0 : 0.0);
    s += (double)a155 * 156.0;
    s += (double)a156 * 157.0;
    s += (double)a157 * 158.0;
    s += (double)a158 * 159.0;
    s += (a159 ? 160.0 : 0.0);
    s += (double)a160 * 161.0;
    s += (double)a161 * 162.0;
    s += (double)a162 * 163.0;
    s += (double)a163 * 164.0;
    s += (a164 ? 165.0 : 0.0);
    s += (double)a165 * 166.0;
    s += (double)a166 * 167.0;
    s += (double)a167 * 168.0;
    s += (double)a168 * 169.0;
    s += (a169 ? 170.0 : 0.0);
    s += (double)a170 * 171.0;
    s += (double)a171 * 172.0;
    s += (double)a172 * 173.0;
    s += (double)a173 * 174.0;
    s += (a174 ? 175.0 : 0.0);
    return s;
}

/* The k-th parameter when it is an object, else NULL. */
JNIEXPORT jobject JNICALL Java_JniMany_pick(JNIEnv *env, jclass c, jint k,
    jint a0,
    jdouble a1,
    jlong a2,
    jfloat a3,
    jobject a4,
    jint a5,
    jdouble a6,
    jlong a7,
    jfloat a8,
    jobject a9,
    jint a10,
    jdouble a11,
    jlong a12,
    jfloat a13,
    jobject a14,
    jint a15,
    jdouble a16,
    jlong a17,
    jfloat a18,
    jobject a19,
    jint a20,
    jdouble a21,
    jlong a22,
    jfloat a23,
    jobject a24,
    jint a25,
    jdouble a26,
    jlong a27,
    jfloat a28,
    jobject a29,
    jint a30,
    jdouble a31,
    jlong a32,
    jfloat a33,
    jobject a34,
    jint a35,
    jdouble a36,
    jlong a37,
    jfloat a38,
    jobject a39,
    jint a40,
    jdouble a41,
    jlong a42,
    jfloat a43,
    jobject a44,
    jint a45,
    jdouble a46,
    jlong a47,
    jfloat a48,
    jobject a49,
    jint a50,
    jdouble a51,
    jlong a52,
    jfloat a53,
    jobject a54,
    jint a55,
    jdouble a56,
    jlong a57,
    jfloat a58,
    jobject a59,
    jint a60,
    jdouble a61,
    jlong a62,
    jfloat a63,
    jobject a64,
    jint a65,
    jdouble a66,
    jlong a67,
    jfloat a68,
    jobject a69,
    jint a70,
    jdouble a71,
    jlong a72,
    jfloat a73,
    jobject a74,
    jint a75,
    jdouble a76,
    jlong a77,
    jfloat a78,
    jobject a79,
    jint a80,
    jdouble a81,
    jlong a82,
    jfloat a83,
    jobject a84,
    jint a85,
    jdouble a86,
    jlong a87,
    jfloat a88,
    jobject a89,
    jint a90,
    jdouble a91,
    jlong a92,
    jfloat a93,
    jobject a94,
    jint a95,
    jdouble a96,
    jlong a97,
    jfloat a98,
    jobject a99,
    jint a100,
    jdouble a101,
    jlong a102,
    jfloat a103,
    jobject a104,
    jint a105,
    jdouble a106,
    jlong a107,
    jfloat a108,
    jobject a109,
    jint a110,
    jdouble a111,
    jlong a112,
    jfloat a113,
    jobject a114,
    jint a115,
    jdouble a116,
    jlong a117,
    jfloat a118,
    jobject a119,
    jint a120,
    jdouble a121,
    jlong a122,
    jfloat a123,
    jobject a124,
    jint a125,
    jdouble a126,
    jlong a127,
    jfloat a128,
    jobject a129,
    jint a130,
    jdouble a131,
    jlong a132,
    jfloat a133,
    jobject a134,
    jint a135,
    jdouble a136,
    jlong a137,
    jfloat a138,
    jobject a139,
    jint a140,
    jdouble a141,
    jlong a142,
    jfloat a143,
    jobject a144,
    jint a145,
    jdouble a146,
    jlong a147,
    jfloat a148,
    jobject a149,
    jint a150,
    jdouble a151,
    jlong a152,
    jfloat a153,
    jobject a154,
    jint a155,
    jdouble a156,
    jlong a157,
    jfloat a158,
    jobject a159,
    jint a160,
    jdouble a161,
    jlong a162,
    jfloat a163,
    jobject a164,
    jint a165,
    jdouble a166,
    jlong a167,
    jfloat a168,
    jobject a169,
    jint a170,
    jdouble a171,
    jlong a172,
    jfloat a173,
    jobject a174)
{
    switch (k) {
    case 4: return a4;
    case 9: return a9;
    case 14: return a14;
    case 19: return a19;
    case 24: return a24;
    case 29: return a29;
    case 34: return a34;
    case 39: return a39;
    case 44: return a44;
    case 49: return a49;
    case 54: return a54;
    case 59: return a59;
    case 64: return a64;
    case 69: return a69;
    case 74: return a74;
    case 79: return a79;
    case 84: return a84;
    case 89: return a89;
    case 94: return a94;
    case 99: return a99;
    case 104: return a104;
    case 109: return a109;
    case 114: return a114;
    case 119: return a119;
    case 124: return a124;
    case 129: return a129;
    case 134: return a134;
    case 139: return a139;
    case 144: return a144;
    case 149: return a149;
    case 154: return a154;
    case 159: return a159;
    case 164: return a164;
    case 169: return a169;
    case 174: return a174;
    default: return NULL;
    }
}

/* Only floating-point arguments: past the 8 (System V) or 4 (Windows) registers. */
JNIEXPORT jdouble JNICALL Java_JniMany_floats(JNIEnv *env, jobject self,
    jfloat f0,
    jdouble f1,
    jfloat f2,
    jdouble f3,
    jfloat f4,
    jdouble f5,
    jfloat f6,
    jdouble f7,
    jfloat f8,
    jdouble f9,
    jfloat f10,
    jdouble f11,
    jfloat f12,
    jdouble f13,
    jfloat f14,
    jdouble f15,
    jfloat f16,
    jdouble f17,
    jfloat f18,
    jdouble f19,
    jfloat f20,
    jdouble f21,
    jfloat f22,
    jdouble f23,
    jfloat f24,
    jdouble f25,
    jfloat f26,
    jdouble f27,
    jfloat f28,
    jdouble f29)
{
    double s = 0;
    s += (double)f0 * 1.0;
    s += (double)f1 * 2.0;
    s += (double)f2 * 3.0;
    s += (double)f3 * 4.0;
    s += (double)f4 * 5.0;
    s += (double)f5 * 6.0;
    s += (double)f6 * 7.0;
    s += (double)f7 * 8.0;
    s += (double)f8 * 9.0;
    s += (double)f9 * 10.0;
    s += (double)f10 * 11.0;
    s += (double)f11 * 12.0;
    s += (double)f12 * 13.0;
    s += (double)f13 * 14.0;
    s += (double)f14 * 15.0;
    s += (double)f15 * 16.0;
    s += (double)f16 * 17.0;
    s += (double)f17 * 18.0;
    s += (double)f18 * 19.0;
    s += (double)f19 * 20.0;
    s += (double)f20 * 21.0;
    s += (double)f21 * 22.0;
    s += (double)f22 * 23.0;
    s += (double)f23 * 24.0;
    s += (double)f24 * 25.0;
    s += (double)f25 * 26.0;
    s += (double)f26 * 27.0;
    s += (double)f27 * 28.0;
    s += (double)f28 * 29.0;
    s += (double)f29 * 30.0;
    return s;
}
