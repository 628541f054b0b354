/*
 * fdlibm.c -- StrictMath's transcendental functions, computed the way the
 * fdlibm 5.3 algorithms compute them, so that every result equals the
 * JDK's StrictMath bit for bit on every platform and C library.
 *
 * This is Lantern's own code.  What it shares with fdlibm are the
 * published facts the results depend on: the range splits, the polynomial
 * and table constants (written below in decimal as published, with their
 * bit patterns beside them) and, operation for operation, the order in
 * which each result is rounded -- an ulp of difference anywhere shows up in
 * the last digit, so the arithmetic below must not be "simplified".
 *
 * Invariants the bit-exactness rests on:
 *  - Every double operation is one IEEE 754 binary64 operation rounded to
 *    nearest: x86_64 does double arithmetic in SSE2 (no x87 excess
 *    precision; a 32-bit x87 build would need -msse2 -mfpmath=sse), and
 *    this file is compiled with -ffp-contract=off (CMakeLists.txt), so the
 *    compiler never fuses a multiply and an add into an FMA.
 *  - Nothing here calls the C library's transcendental functions; only
 *    sqrt (IEEE 754 requires it correctly rounded), fabs and floor (exact),
 *    and remainder (exact by definition) are borrowed from it.
 *  - The words of a double are read and written through memcpy (no type
 *    punning through pointers), the high word as a signed 32-bit integer
 *    as fdlibm's comparisons expect; shifts that could see a negative
 *    exponent adjustment go through unsigned arithmetic.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "natives/fdlibm.h"

/* ---- the words of a double ---- */

static inline uint64_t bits_of(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static inline double of_bits(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static inline int32_t hi_of(double x) { return (int32_t)(uint32_t)(bits_of(x) >> 32); }
static inline uint32_t lo_of(double x) { return (uint32_t)bits_of(x); }

static inline double from_words(int32_t hi, uint32_t lo)
{
    return of_bits((uint64_t)(uint32_t)hi << 32 | lo);
}

static inline double with_hi(double x, int32_t hi) { return from_words(hi, lo_of(x)); }
static inline double with_lo(double x, uint32_t lo) { return from_words(hi_of(x), lo); }

/* x's high word plus k units of the exponent field (k may be negative). */
static inline int32_t hi_plus_exp(double x, int k)
{
    return (int32_t)((uint32_t)hi_of(x) + ((uint32_t)k << 20));
}

static const double one = 1.0, zero = 0.0, huge = 1.0e300, tiny = 1.0e-300;
static const double two24 = 1.67772160000000000000e+07;   /* 0x41700000 00000000 */
static const double twon24 = 5.96046447753906250000e-08;  /* 0x3E700000 00000000 */
static const double two54 = 1.80143985094819840000e+16;   /* 0x43500000 00000000 */

/* x * 2^n, rounded once (the product by a power of two is exact unless the
 * result is subnormal, where the single multiplication rounds it). */
static double scale2(double x, int n)
{
    int32_t hx = hi_of(x);
    int e = (hx >> 20) & 0x7ff;
    if (e == 0) {
        if ((((uint32_t)hx & 0x7fffffff) | lo_of(x)) == 0) return x;
        x *= two54;
        hx = hi_of(x);
        e = ((hx >> 20) & 0x7ff) - 54;
    }
    if (e == 0x7ff) return x + x;
    if (n > 50000 || e + n > 0x7fe) return huge * copysign(huge, x);
    if (n < -50000 || e + n <= -54) return tiny * copysign(tiny, x);
    e += n;
    if (e > 0) return with_hi(x, (int32_t)(((uint32_t)hx & 0x800fffff) | ((uint32_t)e << 20)));
    /* subnormal result: build it 2^54 too large, then one rounding product */
    x = with_hi(x, (int32_t)(((uint32_t)hx & 0x800fffff) | ((uint32_t)(e + 54) << 20)));
    return x * 5.55111512312578270212e-17; /* 2^-54 */
}

/* ---- argument reduction by pi/2 ---- */

/* 2/pi in 24-bit pieces: enough bits for any double's reduction. */
static const int32_t two_over_pi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x13FD6F, 0x6A8DAA, 0xDD2157, 0x8C3081, 0x8C553A, 0xF2C205, 0x284E55, 0x5ADAAA, 0xCFFF53,
    0x08B4EC, 0xFABCAE, 0xD41A4A,
};

/* pi/2 in 24-bit pieces (each exactly representable). */
static const double pio2_pieces[] = {
    1.57079625129699707031e+00, /* 0x3FF921FB 40000000 */
    7.54978941586159635335e-08, /* 0x3E74442D 00000000 */
    5.39030252995776476554e-15, /* 0x3CF84698 80000000 */
    3.28200341580791294123e-22, /* 0x3B78CC51 60000000 */
    1.27065575308067607349e-29, /* 0x39F01B83 80000000 */
    1.22933308981111328932e-36, /* 0x387A2520 40000000 */
    2.73370053816464559624e-44, /* 0x36E38222 80000000 */
    2.16741683877804819444e-51, /* 0x3569F31D 00000000 */
};

/*
 * Payne-Hanek reduction of a huge argument, for double-double output (the
 * only precision StrictMath needs).  The argument comes as nx 24-bit pieces
 * xs[] scaled by 2^e0 (e0 = exponent - 23).  Only the 24-bit words of 2/pi
 * that can affect the fraction of x*2/pi are used: the earlier ones make
 * multiples of 8 and the later ones are below the result's precision.
 * Returns the quadrant (mod 8) and y[0] + y[1] = the remainder.
 */
static int reduce_huge(const double *xs, double *y, int e0, int nx)
{
    enum { JK = 4 }; /* initial number of terms beyond the first, for 2 doubles of output */
    int32_t iq[20];
    double f[20], q[20], fq[20] = {0};
    int jx = nx - 1;
    int jv = (e0 - 3) / 24;
    if (jv < 0) jv = 0;
    int q0 = e0 - 24 * (jv + 1);

    /* f[0 .. jx+JK] = the words of 2/pi that matter, as doubles */
    int j = jv - jx;
    for (int i = 0; i <= jx + JK; i++, j++) f[i] = j < 0 ? zero : (double)two_over_pi[j];
    for (int i = 0; i <= JK; i++) {
        double fw = 0.0;
        for (j = 0; j <= jx; j++) fw += xs[j] * f[jx + i - j];
        q[i] = fw;
    }

    int jz = JK, n, ih;
    double z, fw;
    for (;;) {
        /* chop q[] into 24-bit integers iq[0..jz-1], most significant first */
        int i = 0;
        z = q[jz];
        for (j = jz; j > 0; i++, j--) {
            fw = (double)(int32_t)(twon24 * z);
            iq[i] = (int32_t)(z - two24 * fw);
            z = q[j - 1] + fw;
        }
        /* the integer part of the product, mod 8 */
        z = scale2(z, q0);
        z -= 8.0 * floor(z * 0.125);
        n = (int)z;
        z -= (double)n;
        ih = 0;
        if (q0 > 0) { /* the last word holds integer bits too */
            int32_t top = iq[jz - 1] >> (24 - q0);
            n += top;
            iq[jz - 1] -= top << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }

        if (ih > 0) { /* the fraction is >= 1/2: take 1 - fraction, round the quadrant up */
            n += 1;
            int carry = 0;
            for (i = 0; i < jz; i++) {
                int32_t w = iq[i];
                if (carry == 0) {
                    if (w != 0) {
                        carry = 1;
                        iq[i] = 0x1000000 - w;
                    }
                } else {
                    iq[i] = 0xffffff - w;
                }
            }
            if (q0 == 1) iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2) iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = one - z;
                if (carry != 0) z -= scale2(one, q0);
            }
        }

        /* total cancellation: bring in more words of 2/pi and start again */
        if (z == zero) {
            int32_t any = 0;
            for (i = jz - 1; i >= JK; i--) any |= iq[i];
            if (any == 0) {
                int k = 1;
                while (iq[JK - k] == 0) k++;
                for (i = jz + 1; i <= jz + k; i++) {
                    f[jx + i] = (double)two_over_pi[jv + i];
                    fw = 0.0;
                    for (j = 0; j <= jx; j++) fw += xs[j] * f[jx + i - j];
                    q[i] = fw;
                }
                jz += k;
                continue;
            }
        }
        break;
    }

    /* drop zero words at the bottom, or split a too-large last one */
    if (z == 0.0) {
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else {
        z = scale2(z, -q0);
        if (z >= two24) {
            fw = (double)(int32_t)(twon24 * z);
            iq[jz] = (int32_t)(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int32_t)fw;
        } else {
            iq[jz] = (int32_t)z;
        }
    }

    /* the fraction's words as doubles, then times pi/2 */
    fw = scale2(one, q0);
    for (int i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= twon24;
    }
    for (int i = jz; i >= 0; i--) {
        fw = 0.0;
        for (int k = 0; k <= JK && k <= jz - i; k++) fw += pio2_pieces[k] * q[i + k];
        fq[jz - i] = fw;
    }

    /* sum smallest first into a head, the rest into a tail */
    fw = 0.0;
    for (int i = jz; i >= 0; i--) fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (int i = 1; i <= jz; i++) fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

static const double invpio2 = 6.36619772367581382433e-01; /* 0x3FE45F30 6DC9C883 */
/* pi/2 as three 33-bit heads with their tails */
static const double pio2_1 = 1.57079632673412561417e+00;  /* 0x3FF921FB 54400000 */
static const double pio2_1t = 6.07710050650619224932e-11; /* 0x3DD0B461 1A626331 */
static const double pio2_2 = 6.07710050630396597660e-11;  /* 0x3DD0B461 1A600000 */
static const double pio2_2t = 2.02226624879595063154e-21; /* 0x3BA3198A 2E037073 */
static const double pio2_3 = 2.02226624871116645580e-21;  /* 0x3BA3198A 2E000000 */
static const double pio2_3t = 8.47842766036889956997e-32; /* 0x397B839A 252049C1 */

/* High words of n*pi/2, n = 1..32: where the remainder cancels most. */
static const int32_t npio2_hw[] = {
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
};

/* y[0] + y[1] = x - n*pi/2 with |y| <= pi/4 (about); returns n. */
static int reduce_pio2(double x, double *y)
{
    int32_t hx = hi_of(x);
    int32_t ix = hx & 0x7fffffff;

    if (ix <= 0x3fe921fb) { /* |x| <= pi/4: nothing to do */
        y[0] = x;
        y[1] = 0;
        return 0;
    }
    if (ix < 0x4002d97c) { /* |x| < 3pi/4: one step of pi/2 */
        double z;
        if (hx > 0) {
            z = x - pio2_1;
            if (ix != 0x3ff921fb) {
                y[0] = z - pio2_1t;
                y[1] = (z - y[0]) - pio2_1t;
            } else { /* near pi/2: 33 more bits of pi/2 */
                z -= pio2_2;
                y[0] = z - pio2_2t;
                y[1] = (z - y[0]) - pio2_2t;
            }
            return 1;
        }
        z = x + pio2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + pio2_1t;
            y[1] = (z - y[0]) + pio2_1t;
        } else {
            z += pio2_2;
            y[0] = z + pio2_2t;
            y[1] = (z - y[0]) + pio2_2t;
        }
        return -1;
    }
    if (ix <= 0x413921fb) { /* |x| <= 2^19 * pi/2: Cody-Waite in up to three steps */
        double t = fabs(x);
        int n = (int)(t * invpio2 + 0.5);
        double fn = (double)n;
        double r = t - fn * pio2_1;
        double w = fn * pio2_1t;
        if (n < 32 && ix != npio2_hw[n - 1]) {
            y[0] = r - w;
        } else {
            int32_t e = ix >> 20;
            y[0] = r - w;
            int lost = e - ((hi_of(y[0]) >> 20) & 0x7ff);
            if (lost > 16) { /* cancellation: use the next 33 bits of pi/2 */
                t = r;
                w = fn * pio2_2;
                r = t - w;
                w = fn * pio2_2t - ((t - r) - w);
                y[0] = r - w;
                lost = e - ((hi_of(y[0]) >> 20) & 0x7ff);
                if (lost > 49) { /* and again */
                    t = r;
                    w = fn * pio2_3;
                    r = t - w;
                    w = fn * pio2_3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= 0x7ff00000) { /* Inf or NaN */
        y[0] = y[1] = x - x;
        return 0;
    }
    /* huge: split |x| into three 24-bit pieces scaled by 2^e0 */
    double xs[3];
    int e0 = (ix >> 20) - 1046;
    double z = from_words(ix - (int32_t)((uint32_t)e0 << 20), lo_of(x));
    for (int i = 0; i < 2; i++) {
        xs[i] = (double)(int32_t)z;
        z = (z - xs[i]) * two24;
    }
    xs[2] = z;
    int nx = 3;
    while (xs[nx - 1] == zero) nx--;
    int n = reduce_huge(xs, y, e0, nx);
    if (hx < 0) {
        y[0] = -y[0];
        y[1] = -y[1];
        return -n;
    }
    return n;
}

/* ---- sin, cos, tan on [-pi/4, pi/4], x + y the argument ---- */

static const double S1 = -1.66666666666666324348e-01; /* 0xBFC55555 55555549 */
static const double S2 = 8.33333333332248946124e-03;  /* 0x3F811111 1110F8A6 */
static const double S3 = -1.98412698298579493134e-04; /* 0xBF2A01A0 19C161D5 */
static const double S4 = 2.75573137070700676789e-06;  /* 0x3EC71DE3 57B1FE7D */
static const double S5 = -2.50507602534068634195e-08; /* 0xBE5AE5E6 8A2B9CEB */
static const double S6 = 1.58969099521155010221e-10;  /* 0x3DE5D93A 5ACFD57C */

/* has_tail == 0: y is known to be 0. */
static double kernel_sin(double x, double y, int has_tail)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0) return x; /* |x| < 2^-27: sin x == x */
    double z = x * x;
    double v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (has_tail == 0) return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

static const double C1 = 4.16666666666666019037e-02;  /* 0x3FA55555 5555554C */
static const double C2 = -1.38888888888741095749e-03; /* 0xBF56C16C 16C15177 */
static const double C3 = 2.48015872894767294178e-05;  /* 0x3EFA01A0 19CB1590 */
static const double C4 = -2.75573143513906633035e-07; /* 0xBE927E4F 809C52AD */
static const double C5 = 2.08757232129817482790e-09;  /* 0x3E21EE9E BDB4B1C4 */
static const double C6 = -1.13596475577881948265e-11; /* 0xBDA8FAE9 BE8838D4 */

static double kernel_cos(double x, double y)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0) return one; /* |x| < 2^-27 */
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3FD33333) return one - (0.5 * z - (z * r - x * y)); /* |x| < 0.3 */
    /* 1 - z/2 loses bits here: subtract a representable part qx of z/2 first */
    double qx = ix > 0x3fe90000 ? 0.28125 : from_words(ix - 0x00200000, 0);
    double hz = 0.5 * z - qx;
    double a = one - qx;
    return a - (hz - (z * r - x * y));
}

static const double T[] = {
    3.33333333333334091986e-01,  /* 0x3FD55555 55555563 */
    1.33333333333201242699e-01,  /* 0x3FC11111 1110FE7A */
    5.39682539762260521377e-02,  /* 0x3FABA1BA 1BB341FE */
    2.18694882948595424599e-02,  /* 0x3F9664F4 8406D637 */
    8.86323982359930005737e-03,  /* 0x3F8226E3 E96E8493 */
    3.59207910759131235356e-03,  /* 0x3F6D6D22 C9560328 */
    1.45620945432529025516e-03,  /* 0x3F57DBC8 FEE08315 */
    5.88041240820264096874e-04,  /* 0x3F4344D8 F2F26501 */
    2.46463134818469906812e-04,  /* 0x3F3026F7 1A8D1068 */
    7.81794442939557092300e-05,  /* 0x3F147E88 A03792A6 */
    7.14072491382608190305e-05,  /* 0x3F12B80F 32F0A7E9 */
    -1.85586374855275456654e-05, /* 0xBEF375CB DB605373 */
    2.59073051863633712884e-05,  /* 0x3EFB2A70 74BF7AD4 */
};
static const double pio4 = 7.85398163397448278999e-01;   /* 0x3FE921FB 54442D18 */
static const double pio4lo = 3.06161699786838301793e-17; /* 0x3C81A626 33145C07 */

/* -1/(x+y) with w = x+y, the reciprocal split so that its error is tiny. */
static double neg_recip(double w, double x, double y)
{
    double z = with_lo(w, 0);
    double v = y - (z - x);
    double a = -one / w;
    double t = with_lo(a, 0);
    double s = one + t * z;
    return t + a * (s + t * v);
}

/* odd == 1: tan(x+y); odd == -1: -1/tan(x+y). */
static double kernel_tan(double x, double y, int odd)
{
    int32_t hx = hi_of(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix < 0x3e300000 && (int)x == 0) { /* |x| < 2^-28 */
        if (((ix | (int32_t)lo_of(x)) | (odd + 1)) == 0) return one / fabs(x);
        if (odd == 1) return x;
        return neg_recip(x + y, x, y);
    }
    int big = ix >= 0x3FE59428; /* |x| >= 0.6744: use tan(pi/4 - x) */
    if (big) {
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        double z = pio4 - x;
        double w = pio4lo - y;
        x = z + w;
        y = 0.0;
    }
    double z = x * x;
    double w = z * z;
    /* odd and even coefficients in two interleaved polynomials of w */
    double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    double s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (big) {
        v = (double)odd;
        return (double)(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (odd == 1) return w;
    /* -1/(x+r) accurately: r is the tail of w */
    return neg_recip(w, x, r);
}

double fdlibm_sin(double x)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) return kernel_sin(x, zero, 0);
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    switch (reduce_pio2(x, y) & 3) {
    case 0: return kernel_sin(y[0], y[1], 1);
    case 1: return kernel_cos(y[0], y[1]);
    case 2: return -kernel_sin(y[0], y[1], 1);
    default: return -kernel_cos(y[0], y[1]);
    }
}

double fdlibm_cos(double x)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) return kernel_cos(x, zero);
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    switch (reduce_pio2(x, y) & 3) {
    case 0: return kernel_cos(y[0], y[1]);
    case 1: return -kernel_sin(y[0], y[1], 1);
    case 2: return -kernel_cos(y[0], y[1]);
    default: return kernel_sin(y[0], y[1], 1);
    }
}

double fdlibm_tan(double x)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) return kernel_tan(x, zero, 1);
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    int n = reduce_pio2(x, y);
    return kernel_tan(y[0], y[1], 1 - ((n & 1) << 1));
}

/* ---- asin, acos ---- */

static const double pio2_hi = 1.57079632679489655800e+00; /* 0x3FF921FB 54442D18 */
static const double pio2_lo = 6.12323399573676603587e-17; /* 0x3C91A626 33145C07 */
static const double pio4_hi = 7.85398163397448278999e-01; /* 0x3FE921FB 54442D18 */
static const double pi_d = 3.14159265358979311600e+00;    /* 0x400921FB 54442D18 */
/* asin(x) = x + x^3 * R(x^2), R = P/Q a rational approximation */
static const double pS0 = 1.66666666666666657415e-01;  /* 0x3FC55555 55555555 */
static const double pS1 = -3.25565818622400915405e-01; /* 0xBFD4D612 03EB6F7D */
static const double pS2 = 2.01212532134862925881e-01;  /* 0x3FC9C155 0E884455 */
static const double pS3 = -4.00555345006794114027e-02; /* 0xBFA48228 B5688F3B */
static const double pS4 = 7.91534994289814532176e-04;  /* 0x3F49EFE0 7501B288 */
static const double pS5 = 3.47933107596021167570e-05;  /* 0x3F023DE1 0DFDF709 */
static const double qS1 = -2.40339491173441421878e+00; /* 0xC0033A27 1C8A2D4B */
static const double qS2 = 2.02094576023350569471e+00;  /* 0x40002AE5 9C598AC8 */
static const double qS3 = -6.88283971605453293030e-01; /* 0xBFE6066C 1B8D0159 */
static const double qS4 = 7.70381505559019352791e-02;  /* 0x3FB3B8C5 B12E9282 */

static inline double asin_p(double t)
{
    return t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))));
}

static inline double asin_q(double t) { return one + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4))); }

double fdlibm_asin(double x)
{
    int32_t hx = hi_of(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((ix - 0x3ff00000) | (int32_t)lo_of(x)) == 0) return x * pio2_hi + x * pio2_lo;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix < 0x3e400000 && huge + x > one) return x; /* |x| < 2^-27 */
        double t = x * x;
        double w = asin_p(t) / asin_q(t);
        return x + x * w;
    }
    /* 0.5 <= |x| < 1: asin(x) = pi/2 - 2 asin(sqrt((1-|x|)/2)) */
    double w = one - fabs(x);
    double t = w * 0.5;
    double p = asin_p(t);
    double q = asin_q(t);
    double s = sqrt(t);
    if (ix >= 0x3FEF3333) { /* |x| > 0.975 */
        w = p / q;
        t = pio2_hi - (2.0 * (s + s * w) - pio2_lo);
    } else {
        /* s = hi + c exactly, so that pi/4 - 2 hi cancels without error */
        w = with_lo(s, 0);
        double c = (t - w * w) / (s + w);
        double r = p / q;
        p = 2.0 * s * r - (pio2_lo - 2.0 * c);
        q = pio4_hi - 2.0 * w;
        t = pio4_hi - (p - q);
    }
    return hx > 0 ? t : -t;
}

double fdlibm_acos(double x)
{
    int32_t hx = hi_of(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((ix - 0x3ff00000) | (int32_t)lo_of(x)) == 0) {
            if (hx > 0) return 0.0;
            return pi_d + 2.0 * pio2_lo;
        }
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix <= 0x3c600000) return pio2_hi + pio2_lo; /* |x| < 2^-57 */
        double z = x * x;
        double r = asin_p(z) / asin_q(z);
        return pio2_hi - (x - (pio2_lo - x * r));
    }
    if (hx < 0) { /* x < -0.5: pi - 2 asin(sqrt((1+x)/2)) */
        double z = (one + x) * 0.5;
        double p = asin_p(z);
        double q = asin_q(z);
        double s = sqrt(z);
        double r = p / q;
        double w = r * s - pio2_lo;
        return pi_d - 2.0 * (s + w);
    }
    /* x > 0.5: 2 asin(sqrt((1-x)/2)), with sqrt split into df + c */
    double z = (one - x) * 0.5;
    double s = sqrt(z);
    double df = with_lo(s, 0);
    double c = (z - df * df) / (s + df);
    double p = asin_p(z);
    double q = asin_q(z);
    double r = p / q;
    double w = r * s + c;
    return 2.0 * (df + w);
}

/* ---- atan, atan2 ---- */

/* atan of 0.5, 1, 1.5, inf as head + tail */
static const double atanhi[] = {
    4.63647609000806093515e-01, /* 0x3FDDAC67 0561BB4F */
    7.85398163397448278999e-01, /* 0x3FE921FB 54442D18 */
    9.82793723247329054082e-01, /* 0x3FEF730B D281F69B */
    1.57079632679489655800e+00, /* 0x3FF921FB 54442D18 */
};
static const double atanlo[] = {
    2.26987774529616870924e-17, /* 0x3C7A2B7F 222F65E2 */
    3.06161699786838301793e-17, /* 0x3C81A626 33145C07 */
    1.39033110312309984516e-17, /* 0x3C700788 7AF0CBBD */
    6.12323399573676603587e-17, /* 0x3C91A626 33145C07 */
};
static const double aT[] = {
    3.33333333333329318027e-01,  /* 0x3FD55555 5555550D */
    -1.99999999998764832476e-01, /* 0xBFC99999 9998EBC4 */
    1.42857142725034663711e-01,  /* 0x3FC24924 920083FF */
    -1.11111104054623557880e-01, /* 0xBFBC71C6 FE231671 */
    9.09088713343650656196e-02,  /* 0x3FB745CD C54C206E */
    -7.69187620504482999495e-02, /* 0xBFB3B0F2 AF749A6D */
    6.66107313738753120669e-02,  /* 0x3FB10D66 A0D03D51 */
    -5.83357013379057348645e-02, /* 0xBFADDE2D 52DEFD9A */
    4.97687799461593236017e-02,  /* 0x3FA97B4B 24760DEB */
    -3.65315727442169155270e-02, /* 0xBFA2B444 2C6A6C2F */
    1.62858201153657823623e-02,  /* 0x3F90AD3A E322DA11 */
};

double fdlibm_atan(double x)
{
    int32_t hx = hi_of(x);
    int32_t ix = hx & 0x7fffffff;
    int id;
    if (ix >= 0x44100000) { /* |x| >= 2^66 */
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lo_of(x) != 0)) return x + x; /* NaN */
        return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
    }
    if (ix < 0x3fdc0000) { /* |x| < 7/16 */
        if (ix < 0x3e200000 && huge + x > one) return x; /* |x| < 2^-29 */
        id = -1;
    } else {
        /* move |x| near the nearest of 0.5, 1, 1.5, inf */
        x = fabs(x);
        if (ix < 0x3ff30000) {     /* |x| < 19/16 */
            if (ix < 0x3fe60000) { /* 7/16 <= |x| < 11/16 */
                id = 0;
                x = (2.0 * x - one) / (2.0 + x);
            } else { /* 11/16 <= |x| < 19/16 */
                id = 1;
                x = (x - one) / (x + one);
            }
        } else if (ix < 0x40038000) { /* |x| < 39/16 */
            id = 2;
            x = (x - 1.5) / (one + 1.5 * x);
        } else { /* 39/16 <= |x| < 2^66 */
            id = 3;
            x = -1.0 / x;
        }
    }
    double z = x * x;
    double w = z * z;
    /* odd and even terms split so that the two sums run in parallel */
    double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0) return x - x * (s1 + s2);
    z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
    return hx < 0 ? -z : z;
}

static const double pi_o_4 = 7.8539816339744827900E-01; /* 0x3FE921FB 54442D18 */
static const double pi_o_2 = 1.5707963267948965580E+00; /* 0x3FF921FB 54442D18 */
static const double pi_lo = 1.2246467991473531772E-16;  /* 0x3CA1A626 33145C07 */

double fdlibm_atan2(double y, double x)
{
    int32_t hx = hi_of(x), hy = hi_of(y);
    uint32_t lx = lo_of(x), ly = lo_of(y);
    int32_t ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;
    /* NaN in either: the low word's "any bit set" folded into the high word */
    if (((uint32_t)ix | ((lx | (0u - lx)) >> 31)) > 0x7ff00000 ||
        ((uint32_t)iy | ((ly | (0u - ly)) >> 31)) > 0x7ff00000)
        return x + y;
    if ((((uint32_t)hx - 0x3ff00000u) | lx) == 0) return fdlibm_atan(y); /* x == 1 (hx may be INT_MIN) */
    int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); /* 2 * sign(x) + sign(y) */

    if ((iy | (int32_t)ly) == 0) { /* y == 0 */
        switch (m) {
        case 0:
        case 1: return y;
        case 2: return pi_d + tiny;
        default: return -pi_d - tiny;
        }
    }
    if ((ix | (int32_t)lx) == 0) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny; /* x == 0 */
    if (ix == 0x7ff00000) { /* x is infinite */
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0: return pi_o_4 + tiny;
            case 1: return -pi_o_4 - tiny;
            case 2: return 3.0 * pi_o_4 + tiny;
            default: return -3.0 * pi_o_4 - tiny;
            }
        }
        switch (m) {
        case 0: return zero;
        case 1: return -zero;
        case 2: return pi_d + tiny;
        default: return -pi_d - tiny;
        }
    }
    if (iy == 0x7ff00000) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;

    int k = (iy - ix) >> 20;
    double z;
    if (k > 60) z = pi_o_2 + 0.5 * pi_lo; /* |y/x| > 2^60 */
    else if (hx < 0 && k < -60) z = 0.0;  /* |y|/x < -2^-60 */
    else z = fdlibm_atan(fabs(y / x));
    switch (m) {
    case 0: return z;
    case 1: return -z;
    case 2: return pi_d - (z - pi_lo);
    default: return (z - pi_lo) - pi_d;
    }
}

/* ---- exp, expm1 ---- */

static const double o_threshold = 7.09782712893383973096e+02;  /* 0x40862E42 FEFA39EF */
static const double u_threshold = -7.45133219101941108420e+02; /* 0xC0874910 D52D3051 */
static const double ln2_hi = 6.93147180369123816490e-01;       /* 0x3FE62E42 FEE00000 */
static const double ln2_lo = 1.90821492927058770002e-10;       /* 0x3DEA39EF 35793C76 */
static const double invln2 = 1.44269504088896338700e+00;       /* 0x3FF71547 652B82FE */
static const double twom1000 = 9.33263618503218878990e-302;   /* 2^-1000 */
/* exp's remez polynomial for R(r^2) on [0, (ln2/2)^2] */
static const double P1 = 1.66666666666666019037e-01;  /* 0x3FC55555 5555553E */
static const double P2 = -2.77777777770155933842e-03; /* 0xBF66C16C 16BEBD93 */
static const double P3 = 6.61375632143793436117e-05;  /* 0x3F11566A AF25DE2C */
static const double P4 = -1.65339022054652515390e-06; /* 0xBEBBBD41 C5D26BF1 */
static const double P5 = 4.13813679705723846039e-08;  /* 0x3E663769 72BEA4D0 */

double fdlibm_exp(double x)
{
    int32_t hx = hi_of(x);
    int neg = (hx >> 31) & 1;
    hx &= 0x7fffffff;
    double hi = 0, lo = 0;
    int k = 0;

    if (hx >= 0x40862E42) { /* |x| >= 709.78... */
        if (hx >= 0x7ff00000) {
            if (((hx & 0xfffff) | (int32_t)lo_of(x)) != 0) return x + x; /* NaN */
            return neg == 0 ? x : 0.0;
        }
        if (x > o_threshold) return huge * huge;
        if (x < u_threshold) return twom1000 * twom1000;
    }
    /* x = k ln2 + r, r = hi - lo, |r| <= ln2/2 */
    if (hx > 0x3fd62e42) {     /* |x| > ln2/2 */
        if (hx < 0x3FF0A2B2) { /* |x| < 3 ln2 / 2 */
            hi = neg ? x + ln2_hi : x - ln2_hi;
            lo = neg ? -ln2_lo : ln2_lo;
            k = neg ? -1 : 1;
        } else {
            k = (int)(invln2 * x + (neg ? -0.5 : 0.5));
            double t = k;
            hi = x - t * ln2_hi; /* exact: t * ln2_hi has trailing zeros */
            lo = t * ln2_lo;
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) { /* |x| < 2^-28 */
        if (huge + x > one) return one + x;
    } else {
        k = 0;
    }
    double t = x * x;
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0) return one - ((x * c) / (c - 2.0) - x);
    double y = one - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021) return with_hi(y, hi_plus_exp(y, k));
    return with_hi(y, hi_plus_exp(y, k + 1000)) * twom1000;
}

static const double Q1 = -3.33333333333331316428e-02; /* 0xBFA11111 111110F4 */
static const double Q2 = 1.58730158725481460165e-03;  /* 0x3F5A01A0 19FE5585 */
static const double Q3 = -7.93650757867487942473e-05; /* 0xBF14CE19 9EAADBB7 */
static const double Q4 = 4.00821782732936239552e-06;  /* 0x3ED0CFCA 86E65239 */
static const double Q5 = -2.01099218183624371326e-07; /* 0xBE8AFDB7 6E09C32D */

double fdlibm_expm1(double x)
{
    int32_t hx = hi_of(x);
    int neg = hx < 0;
    hx &= 0x7fffffff;
    double hi, lo, c = 0;
    int k;

    if (hx >= 0x4043687A) {     /* |x| >= 56 ln2 */
        if (hx >= 0x40862E42) { /* |x| >= 709.78... */
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | (int32_t)lo_of(x)) != 0) return x + x; /* NaN */
                return neg ? -1.0 : x;
            }
            if (x > o_threshold) return huge * huge;
        }
        if (neg && x + tiny < 0.0) return tiny - one; /* x < -56 ln2: -1 */
    }
    if (hx > 0x3fd62e42) {     /* |x| > ln2/2 */
        if (hx < 0x3FF0A2B2) { /* |x| < 3 ln2 / 2 */
            if (!neg) {
                hi = x - ln2_hi;
                lo = ln2_lo;
                k = 1;
            } else {
                hi = x + ln2_hi;
                lo = -ln2_lo;
                k = -1;
            }
        } else {
            k = (int)(invln2 * x + (neg ? -0.5 : 0.5));
            double t = k;
            hi = x - t * ln2_hi;
            lo = t * ln2_lo;
        }
        x = hi - lo;
        c = (hi - x) - lo; /* what rounding x lost */
    } else if (hx < 0x3c900000) { /* |x| < 2^-54 */
        double t = huge + x;
        return x - (t - (huge + x));
    } else {
        k = 0;
    }

    /* x is now in [-ln2/2, ln2/2] */
    double hfx = 0.5 * x;
    double hxs = x * hfx;
    double r1 = one + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    double t = 3.0 - r1 * hfx;
    double e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0) return x - (x * e - hxs);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1) return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25) return -2.0 * (e - (x + 0.5));
        return one + 2.0 * (x - e);
    }
    double y;
    if (k <= -2 || k > 56) { /* 2^k (1 + r) - 1 == 2^k (1 + r) nearly */
        y = one - (e - x);
        y = with_hi(y, hi_plus_exp(y, k));
        return y - one;
    }
    if (k < 20) {
        t = from_words(0x3ff00000 - (0x200000 >> k), 0); /* 1 - 2^-k */
        y = t - (e - x);
        return with_hi(y, hi_plus_exp(y, k));
    }
    t = from_words((0x3ff - k) << 20, 0); /* 2^-k */
    y = x - (e + t);
    y += one;
    return with_hi(y, hi_plus_exp(y, k));
}

/* ---- log, log10, log1p ---- */

/* log(1+f) = f - f^2/2 + s*(f^2/2 + R(s^2)), s = f/(2+f) */
static const double Lg1 = 6.666666666666735130e-01; /* 0x3FE55555 55555593 */
static const double Lg2 = 3.999999999940941908e-01; /* 0x3FD99999 9997FA04 */
static const double Lg3 = 2.857142874366239149e-01; /* 0x3FD24924 94229359 */
static const double Lg4 = 2.222219843214978396e-01; /* 0x3FCC71C5 1D8E78AF */
static const double Lg5 = 1.818357216161805012e-01; /* 0x3FC74664 96CB03DE */
static const double Lg6 = 1.531383769920937332e-01; /* 0x3FC39A09 D078C69F */
static const double Lg7 = 1.479819860511658591e-01; /* 0x3FC2F112 DF3E5244 */

double fdlibm_log(double x)
{
    int32_t hx = hi_of(x);
    uint32_t lx = lo_of(x);
    int k = 0;
    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((hx & 0x7fffffff) | (int32_t)lx) == 0) return -two54 / zero; /* log(+-0) = -inf */
        if (hx < 0) return (x - x) / zero;                                  /* log(-#) = NaN */
        k -= 54; /* subnormal: scale up */
        x *= two54;
        hx = hi_of(x);
    }
    if (hx >= 0x7ff00000) return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    /* normalise the mantissa into [sqrt(2)/2, sqrt(2)) */
    int32_t i = (hx + 0x95f64) & 0x100000;
    x = with_hi(x, hx | (i ^ 0x3ff00000));
    k += (i >> 20);
    double f = x - 1.0;
    double dk;
    if ((0x000fffff & (2 + hx)) < 3) { /* |f| < 2^-20 */
        if (f == zero) {
            if (k == 0) return zero;
            dk = (double)k;
            return dk * ln2_hi + dk * ln2_lo;
        }
        double R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0) return f - R;
        dk = (double)k;
        return dk * ln2_hi - ((R - dk * ln2_lo) - f);
    }
    double s = f / (2.0 + f);
    dk = (double)k;
    double z = s * s;
    i = hx - 0x6147a;
    double w = z * z;
    int32_t j = 0x6b851 - hx;
    double t1 = w * (Lg2 + w * (Lg4 + w * Lg6));
    double t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
    i |= j; /* > 0 when the mantissa is far enough from 1 to need f^2/2 apart */
    double R = t2 + t1;
    if (i > 0) {
        double hfsq = 0.5 * f * f;
        if (k == 0) return f - (hfsq - s * (hfsq + R));
        return dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
    }
    if (k == 0) return f - s * (f - R);
    return dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
}

static const double ivln10 = 4.34294481903251816668e-01;    /* 0x3FDBCB7B 1526E50E */
static const double log10_2hi = 3.01029995663611771306e-01; /* 0x3FD34413 509F6000 */
static const double log10_2lo = 3.69423907715893078616e-13; /* 0x3D59FEF3 11F12B36 */

double fdlibm_log10(double x)
{
    int32_t hx = hi_of(x);
    uint32_t lx = lo_of(x);
    int k = 0;
    if (hx < 0x00100000) {
        if (((hx & 0x7fffffff) | (int32_t)lx) == 0) return -two54 / zero;
        if (hx < 0) return (x - x) / zero;
        k -= 54;
        x *= two54;
        hx = hi_of(x);
    }
    if (hx >= 0x7ff00000) return x + x;
    k += (hx >> 20) - 1023;
    /* x = 10^? as 2^(k+i) * m with m in [1,2) or, for negative k, [0.5,1) */
    int32_t i = (int32_t)(((uint32_t)k & 0x80000000u) >> 31);
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    double y = (double)(k + i);
    x = with_hi(x, hx);
    double z = y * log10_2lo + ivln10 * fdlibm_log(x);
    return z + y * log10_2hi;
}

double fdlibm_log1p(double x)
{
    int32_t hx = hi_of(x);
    int32_t ax = hx & 0x7fffffff;
    int k = 1;
    int32_t hu = 0;
    double f = 0, c = 0;

    if (hx < 0x3FDA827A) {      /* x < 0.41422 */
        if (ax >= 0x3ff00000) { /* x <= -1 */
            if (x == -1.0) return -two54 / zero;
            return (x - x) / (x - x);
        }
        if (ax < 0x3e200000) { /* |x| < 2^-29 */
            if (two54 + x > zero && ax < 0x3c900000) return x; /* |x| < 2^-54 */
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int32_t)0xbfd2bec3) { /* -0.2929 < x < 0.41422: f = x */
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7ff00000) return x + x;
    if (k != 0) {
        double u;
        if (hx < 0x43400000) { /* 1+x is inexact: keep its rounding error in c */
            u = 1.0 + x;
            hu = hi_of(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);
            c /= u;
        } else {
            u = x;
            hu = hi_of(u);
            k = (hu >> 20) - 1023;
            c = 0;
        }
        hu &= 0x000fffff;
        if (hu < 0x6a09e) { /* mantissa < sqrt(2) */
            u = with_hi(u, hu | 0x3ff00000);
        } else {
            k += 1;
            u = with_hi(u, hu | 0x3fe00000);
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    double hfsq = 0.5 * f * f;
    if (hu == 0) { /* |f| < 2^-20 */
        if (f == zero) {
            if (k == 0) return zero;
            c += k * ln2_lo;
            return k * ln2_hi + c;
        }
        double R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0) return f - R;
        return k * ln2_hi - ((R - (k * ln2_lo + c)) - f);
    }
    double s = f / (2.0 + f);
    double z = s * s;
    double R = z * (Lg1 + z * (Lg2 + z * (Lg3 + z * (Lg4 + z * (Lg5 + z * (Lg6 + z * Lg7))))));
    if (k == 0) return f - (hfsq - s * (hfsq + R));
    return k * ln2_hi - ((hfsq - (s * (hfsq + R) + (k * ln2_lo + c))) - f);
}

/* ---- sinh, cosh, tanh ---- */

double fdlibm_sinh(double x)
{
    static const double shuge = 1.0e307;
    int32_t jx = hi_of(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000) return x + x;
    double h = jx < 0 ? -0.5 : 0.5;
    if (ix < 0x40360000) { /* |x| < 22 */
        if (ix < 0x3e300000 && shuge + x > one) return x; /* |x| < 2^-28 */
        double t = fdlibm_expm1(fabs(x));
        if (ix < 0x3ff00000) return h * (2.0 * t - t * t / (t + one));
        return h * (t + t / (t + one));
    }
    if (ix < 0x40862E42) return h * fdlibm_exp(fabs(x)); /* |x| < log(DBL_MAX) */
    /* up to the overflow threshold: exp(|x|/2)^2 without overflowing early */
    uint32_t lx = lo_of(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        double w = fdlibm_exp(0.5 * fabs(x));
        double t = h * w;
        return t * w;
    }
    return x * shuge;
}

double fdlibm_cosh(double x)
{
    int32_t ix = hi_of(x) & 0x7fffffff;
    if (ix >= 0x7ff00000) return x * x;
    if (ix < 0x3fd62e43) { /* |x| < ln2/2: 1 + t^2 / (2 (1+t)), t = expm1 |x| */
        double t = fdlibm_expm1(fabs(x));
        double w = one + t;
        if (ix < 0x3c800000) return w; /* cosh(tiny) = 1 */
        return one + (t * t) / (w + w);
    }
    if (ix < 0x40360000) { /* |x| < 22 */
        double t = fdlibm_exp(fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862E42) return 0.5 * fdlibm_exp(fabs(x));
    uint32_t lx = lo_of(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        double w = fdlibm_exp(0.5 * fabs(x));
        double t = 0.5 * w;
        return t * w;
    }
    return huge * huge;
}

double fdlibm_tanh(double x)
{
    int32_t jx = hi_of(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000) return jx >= 0 ? one / x + one : one / x - one; /* +-1 or NaN */
    double z;
    if (ix < 0x40360000) {                           /* |x| < 22 */
        if (ix < 0x3c800000) return x * (one + x); /* |x| < 2^-55 */
        if (ix >= 0x3ff00000) {                    /* |x| >= 1 */
            double t = fdlibm_expm1(2.0 * fabs(x));
            z = one - 2.0 / (t + 2.0);
        } else {
            double t = fdlibm_expm1(-2.0 * fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = one - tiny; /* |x| >= 22: +-1, inexact */
    }
    return jx >= 0 ? z : -z;
}

/* ---- cbrt, hypot ---- */

double fdlibm_cbrt(double x)
{
    static const uint32_t B1 = 715094163; /* (682 - 0.03306235651) * 2^20 */
    static const uint32_t B2 = 696219795; /* (664 - 0.03306235651) * 2^20 */
    static const double C = 5.42857142857142815906e-01;  /* 19/35 */
    static const double D = -7.05306122448979611050e-01; /* -864/1225 */
    static const double E = 1.41428571428571436819e+00;  /* 99/70 */
    static const double F = 1.60714285714285720630e+00;  /* 45/28 */
    static const double G = 3.57142857142857150787e-01;  /* 5/14 */
    int32_t hx = hi_of(x);
    uint32_t sign = (uint32_t)hx & 0x80000000u;
    hx = (int32_t)((uint32_t)hx ^ sign);
    if (hx >= 0x7ff00000) return x + x;
    if ((hx | (int32_t)lo_of(x)) == 0) return x; /* +-0 */
    x = with_hi(x, hx);                          /* |x| */

    /* a 5-bit estimate from the exponent divided by 3 */
    double t;
    if (hx < 0x00100000) { /* subnormal */
        t = from_words(0x43500000, 0) * x;
        t = with_hi(t, (int32_t)((uint32_t)hi_of(t) / 3 + B2));
    } else {
        t = from_words((int32_t)((uint32_t)hx / 3 + B1), 0);
    }
    /* a rational step to about 23 bits */
    double r = t * t / x;
    double s = C + r * t;
    t *= G + F / (s + E + D / s);
    /* chop to 20 bits and round up, so that t*t is exact and t > cbrt(x) */
    t = from_words(hi_of(t) + 1, 0);
    /* one Newton step to 53 bits */
    s = t * t;
    r = x / s;
    double w = t + t;
    r = (r - t) / (w + r);
    t = t + t * r;
    return with_hi(t, (int32_t)((uint32_t)hi_of(t) | sign));
}

double fdlibm_hypot(double x, double y)
{
    int32_t ha = hi_of(x) & 0x7fffffff;
    int32_t hb = hi_of(y) & 0x7fffffff;
    double a, b;
    if (hb > ha) {
        a = y;
        b = x;
        int32_t j = ha;
        ha = hb;
        hb = j;
    } else {
        a = x;
        b = y;
    }
    a = with_hi(a, ha); /* |a| >= |b| */
    b = with_hi(b, hb);
    if ((ha - hb) > 0x3c00000) return a + b; /* a/b > 2^60 */
    int k = 0;
    if (ha > 0x5f300000) {      /* a > 2^500 */
        if (ha >= 0x7ff00000) { /* Inf or NaN: Inf wins over NaN */
            double w = a + b;
            if (((ha & 0xfffff) | (int32_t)lo_of(a)) == 0) w = a;
            if (((hb ^ 0x7ff00000) | (int32_t)lo_of(b)) == 0) w = b;
            return w;
        }
        ha -= 0x25800000; /* scale by 2^-600 */
        hb -= 0x25800000;
        k += 600;
        a = with_hi(a, ha);
        b = with_hi(b, hb);
    }
    if (hb < 0x20b00000) {       /* b < 2^-500 */
        if (hb <= 0x000fffff) { /* subnormal b or 0 */
            if ((hb | (int32_t)lo_of(b)) == 0) return a;
            /* scale by 2^1022; fdlibm leaves ha and hb as they were, and
             * the split below uses them so */
            double t1 = from_words(0x7fd00000, 0);
            b *= t1;
            a *= t1;
            k -= 1022;
        } else { /* scale by 2^600 */
            ha += 0x25800000;
            hb += 0x25800000;
            k -= 600;
            a = with_hi(a, ha);
            b = with_hi(b, hb);
        }
    }
    /* sqrt(a^2 + b^2) with the squares split into exact heads and tails */
    double w = a - b;
    if (w > b) {
        double t1 = from_words(ha, 0);
        double t2 = a - t1;
        w = sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a = a + a;
        double y1 = from_words(hb, 0);
        double y2 = b - y1;
        double t1 = from_words(ha + 0x00100000, 0);
        double t2 = a - t1;
        w = sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
    }
    if (k != 0) return from_words(hi_plus_exp(one, k), 0) * w;
    return w;
}

/* ---- pow ---- */

static const double bp[] = {1.0, 1.5};
static const double dp_h[] = {0.0, 5.84962487220764160156e-01}; /* log2(1.5) head: 0x3FE2B803 40000000 */
static const double dp_l[] = {0.0, 1.35003920212974897128e-08}; /* its tail: 0x3E4CFDEB 43CFD006 */
static const double two53 = 9007199254740992.0;
/* log((1+s)/(1-s)) series on s^2 */
static const double L1 = 5.99999999999994648725e-01; /* 0x3FE33333 33333303 */
static const double L2 = 4.28571428578550184252e-01; /* 0x3FDB6DB6 DB6FABFF */
static const double L3 = 3.33333329818377432918e-01; /* 0x3FD55555 518F264D */
static const double L4 = 2.72728123808534006489e-01; /* 0x3FD17460 A91D4101 */
static const double L5 = 2.30660745775561754067e-01; /* 0x3FCD864A 93C9DB65 */
static const double L6 = 2.06975017800338417784e-01; /* 0x3FCA7E28 4A454EEF */
static const double lg2 = 6.93147180559945286227e-01;    /* 0x3FE62E42 FEFA39EF */
static const double lg2_h = 6.93147182464599609375e-01;  /* 0x3FE62E43 00000000 */
static const double lg2_l = -1.90465429995776804525e-09; /* 0xBE205C61 0CA86C39 */
static const double ovt = 8.0085662595372944372e-0017;   /* -(1024 - log2(DBL_MAX + ulp/2)) */
static const double cp = 9.61796693925975554329e-01;     /* 2/(3 ln2): 0x3FEEC709 DC3A03FD */
static const double cp_h = 9.61796700954437255859e-01;   /* its head: 0x3FEEC709 E0000000 */
static const double cp_l = -7.02846165095275826516e-09;  /* its tail: 0xBE3E2FE0 145B01F5 */
static const double ivln2 = 1.44269504088896338700e+00;  /* 1/ln2: 0x3FF71547 652B82FE */
static const double ivln2_h = 1.44269502162933349609e+00; /* its head: 0x3FF71547 60000000 */
static const double ivln2_l = 1.92596299112661746887e-08; /* its tail: 0x3E54AE0B F85DDF44 */

double fdlibm_pow(double x, double y)
{
    int32_t hx = hi_of(x), hy = hi_of(y);
    uint32_t lx = lo_of(x), ly = lo_of(y);
    int32_t ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;

    if ((iy | (int32_t)ly) == 0) return one; /* x^0 = 1, even for NaN */
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000 ||
        (iy == 0x7ff00000 && ly != 0))
        return x + y;

    /* for x < 0: yisint 0 = y not an integer, 1 = odd, 2 = even */
    int yisint = 0;
    if (hx < 0) {
        if (iy >= 0x43400000) {
            yisint = 2; /* |y| >= 2^53: even */
        } else if (iy >= 0x3ff00000) {
            int e = (iy >> 20) - 0x3ff;
            if (e > 20) {
                uint32_t j = ly >> (52 - e);
                if ((j << (52 - e)) == ly) yisint = 2 - (int)(j & 1);
            } else if (ly == 0) {
                int32_t j = iy >> (20 - e);
                if ((j << (20 - e)) == iy) yisint = 2 - (int)(j & 1);
            }
        }
    }

    /* y is +-inf, +-1, 2, or 0.5 */
    if (ly == 0) {
        if (iy == 0x7ff00000) {
            if (((ix - 0x3ff00000) | (int32_t)lx) == 0) return y - y; /* (+-1)^inf is NaN */
            if (ix >= 0x3ff00000) return hy >= 0 ? y : zero;          /* |x| > 1 */
            return hy < 0 ? -y : zero;                                /* |x| < 1 */
        }
        if (iy == 0x3ff00000) return hy < 0 ? one / x : x;
        if (hy == 0x40000000) return x * x;
        if (hy == 0x3fe00000 && hx >= 0) return sqrt(x);
    }

    double ax = fabs(x);
    /* x is +-0, +-inf, +-1 */
    if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
        double z = ax;
        if (hy < 0) z = one / z;
        if (hx < 0) {
            if (((ix - 0x3ff00000) | yisint) == 0) z = (z - z) / (z - z); /* (-1)^non-int */
            else if (yisint == 1) z = -z;
        }
        return z;
    }

    int xpos = hx >= 0;
    if (!xpos && yisint == 0) return (x - x) / (x - x); /* (x<0)^non-int */
    double s = (!xpos && yisint == 1) ? -one : one;     /* the sign of the result */

    double t1, t2;
    if (iy > 0x41e00000) {     /* |y| > 2^31 */
        if (iy > 0x43f00000) { /* |y| > 2^64: over- or underflows */
            if (ix <= 0x3fefffff) return hy < 0 ? huge * huge : tiny * tiny;
            if (ix >= 0x3ff00000) return hy > 0 ? huge * huge : tiny * tiny;
        }
        if (ix < 0x3fefffff) return hy < 0 ? s * huge * huge : s * tiny * tiny;
        if (ix > 0x3ff00000) return hy > 0 ? s * huge * huge : s * tiny * tiny;
        /* |1 - x| <= 2^-20: log2(x) from a series in t = x - 1 */
        double t = ax - one;
        double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
        double u = ivln2_h * t;
        double v = t * ivln2_l - w * ivln2;
        t1 = with_lo(u + v, 0);
        t2 = v - (t1 - u);
    } else {
        /* log2(ax) = n + log2(m), m in [sqrt(2)/2, sqrt(2)) * bp[k] */
        int n = 0;
        if (ix < 0x00100000) {
            ax *= two53;
            n -= 53;
            ix = hi_of(ax);
        }
        n += (ix >> 20) - 0x3ff;
        int32_t j = ix & 0x000fffff;
        ix = j | 0x3ff00000;
        int k;
        if (j <= 0x3988E) {
            k = 0; /* |x| < sqrt(3/2) */
        } else if (j < 0xBB67A) {
            k = 1; /* |x| < sqrt(3) */
        } else {
            k = 0;
            n += 1;
            ix -= 0x00100000;
        }
        ax = with_hi(ax, ix);

        /* ss = s_h + s_l = (ax - bp) / (ax + bp) */
        double u = ax - bp[k];
        double v = one / (ax + bp[k]);
        double ss = u * v;
        double s_h = with_lo(ss, 0);
        double t_h = from_words(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0); /* ax + bp, head */
        double t_l = ax - (t_h - bp[k]);
        double s_l = v * ((u - s_h * t_h) - s_h * t_l);
        /* log2(ax/bp) = (2/(3 ln2)) (3 s + s^3 (3 R)) in head + tail */
        double s2 = ss * ss;
        double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
        r += s_l * (s_h + ss);
        s2 = s_h * s_h;
        t_h = with_lo(3.0 + s2 + r, 0);
        t_l = r - ((t_h - 3.0) - s2);
        u = s_h * t_h;
        v = s_l * t_h + t_l * ss;
        double p_h = with_lo(u + v, 0);
        double p_l = v - (p_h - u);
        double z_h = cp_h * p_h;
        double z_l = cp_l * p_h + p_l * cp + dp_l[k];
        double t = (double)n;
        t1 = with_lo(((z_h + z_l) + dp_h[k]) + t, 0);
        t2 = z_l - (((t1 - t) - dp_h[k]) - z_h);
    }

    /* y * log2(x) = p_h + p_l, y split into y1 (26 bits) + the rest */
    double y1 = with_lo(y, 0);
    double p_l = (y - y1) * t1 + y * t2;
    double p_h = y1 * t1;
    double z = p_l + p_h;
    int32_t j = hi_of(z);
    int32_t i = (int32_t)lo_of(z);
    if (j >= 0x40900000) { /* z >= 1024 */
        if (((j - 0x40900000) | i) != 0) return s * huge * huge;
        if (p_l + ovt > z - p_h) return s * huge * huge;
    } else if ((j & 0x7fffffff) >= 0x4090cc00) { /* z <= -1075 */
        if (((j - (int32_t)0xc090cc00) | i) != 0) return s * tiny * tiny;
        if (p_l <= z - p_h) return s * tiny * tiny;
    }

    /* 2^(p_h + p_l): split off the nearest integer n, then exp of the rest */
    i = j & 0x7fffffff;
    int k = (i >> 20) - 0x3ff;
    int32_t n = 0;
    if (i > 0x3fe00000) { /* |z| > 0.5 */
        n = j + (0x00100000 >> (k + 1));
        k = ((n & 0x7fffffff) >> 20) - 0x3ff;
        double t = from_words(n & ~(0x000fffff >> k), 0);
        n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
        if (j < 0) n = -n;
        p_h -= t;
    }
    double t = with_lo(p_l + p_h, 0);
    double u = t * lg2_h;
    double v = (p_l - (t - p_h)) * lg2 + t * lg2_l;
    z = u + v;
    double w = v - (z - u);
    t = z * z;
    t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    double r = (z * t1) / (t1 - 2.0) - (w + z * w);
    z = one - (r - z);
    j = hi_plus_exp(z, n);
    if ((j >> 20) <= 0) z = scale2(z, n); /* subnormal result */
    else z = with_hi(z, j);
    return s * z;
}

/* mathcr.c's use of the building blocks */
double fdlibm_scale2(double x, int n) { return scale2(x, n); }
int fdlibm_rem_pio2(double x, double y[2]) { return reduce_pio2(x, y); }

/* C's remainder() is the exact IEEE remainder, as fdlibm's is. */
double fdlibm_remainder(double x, double p) { return remainder(x, p); }
