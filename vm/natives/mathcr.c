/*
 * mathcr.c -- java.lang.Math's sin, cos, tan, exp, log, log10 and pow: the
 * correctly rounded result in all but rare cases, the same on every platform.
 *
 * HotSpot computes these seven with its own intrinsic code (not fdlibm, even
 * under -Xint), which is accurate to well under an ulp but not correctly
 * rounded.  Disagreements with HotSpot (JDK 17, x86_64), 100000 arguments
 * per function of the kinds Math_StrictExact uses (random bit patterns,
 * [-1,1], [-10,10], [-800,800], random exponents; pow: also bases in [0,3)):
 *
 *              sin  cos  tan   exp  log  log10  pow
 *   this file  117   81  299   117    0      0   15   (Linux and Windows alike)
 *   glibc      166  142  389   118   11   3834   30
 *   fdlibm    2787 2831 3118  5614 1641   3921 3440   (= StrictMath)
 *   mingw/Wine 19719 19794 3118 113  15    178  622   (x87 code: huge arguments)
 *
 * (pow with integer exponents in [-64, 64], bases in [-10, 10]: this file
 * 41, glibc 171.)  So correct rounding agrees best everywhere, and unlike
 * the C library it gives the same digits on every platform.  It costs more
 * than the C library (about 10x per call).
 *
 * How: the argument is reduced exactly or nearly so (sin/cos/tan use fdlibm.c's
 * reduction by pi/2, whose head + tail carries far more than 53 bits; exp
 * and pow reduce by multiples of ln2 split in three parts), the function is
 * evaluated in double-double arithmetic by its Taylor or atanh series (the
 * small tail of the series in plain double), and only the final sum is
 * rounded to a double.  So the result is the correctly rounded one unless the
 * exact value lies within about 2^-70 relative of a rounding boundary, or the
 * result is subnormal (where the final scaling rounds a second time).
 *
 * Invariants: as fdlibm.c -- every double operation rounds once to nearest
 * (SSE2, -ffp-contract=off in CMakeLists.txt: Dekker's products below are
 * exact only without fused multiply-adds).
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "natives/fdlibm.h"

/* a double-double: the unevaluated sum hi + lo, |lo| <= ulp(hi)/2 */
typedef struct dd {
    double hi, lo;
} dd;

static inline dd two_sum(double a, double b)
{
    double s = a + b;
    double bb = s - a;
    dd r = {s, (a - (s - bb)) + (b - bb)};
    return r;
}

static inline dd fast_two_sum(double a, double b) /* |a| >= |b| */
{
    double s = a + b;
    dd r = {s, b - (s - a)};
    return r;
}

/* a = ah + al with 26-bit halves (Dekker), for exact products */
static inline void split(double a, double *ah, double *al)
{
    double t = 134217729.0 * a; /* 2^27 + 1 */
    *ah = t - (t - a);
    *al = a - *ah;
}

static inline dd two_prod(double a, double b)
{
    double p = a * b;
    double ah, al, bh, bl;
    split(a, &ah, &al);
    split(b, &bh, &bl);
    dd r = {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
    return r;
}

static inline dd dd_add(dd a, dd b)
{
    dd s = two_sum(a.hi, b.hi);
    dd t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}

static inline dd dd_mul(dd a, dd b)
{
    dd p = two_prod(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return fast_two_sum(p.hi, p.lo);
}

static inline dd dd_mul_d(dd a, double b)
{
    dd p = two_prod(a.hi, b);
    p.lo += a.lo * b;
    return fast_two_sum(p.hi, p.lo);
}

static inline dd dd_div(dd a, dd b)
{
    double q1 = a.hi / b.hi;
    dd r = dd_add(a, dd_mul_d(b, -q1));
    double q2 = r.hi / b.hi;
    r = dd_add(r, dd_mul_d(b, -q2));
    double q3 = r.hi / b.hi;
    dd q = fast_two_sum(q1, q2);
    return dd_add(q, (dd){q3, 0.0});
}

static inline dd dd_of(double a) { return (dd){a, 0.0}; }

/* sum of c[i] z^i, i < n.  The terms from i = k on are below 2^-20 of the
 * sum, so they are summed in plain double (their rounding then costs below
 * 2^-70 of the sum); only the first k steps need double-double. */
static dd series(const dd *c, int n, int k, dd z)
{
    double t = c[n - 1].hi;
    for (int i = n - 2; i >= k; i--) t = t * z.hi + c[i].hi;
    dd p = dd_of(t);
    for (int i = k - 1; i >= 0; i--) p = dd_add(dd_mul(p, z), c[i]);
    return p;
}

/* (-1)^j / (2j+1)! and (-1)^j / (2j)!: sin and cos as series in y^2 */
static const dd sin_c[] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, /* +1/1! */
    {-0x1.5555555555555p-3, -0x1.5555555555555p-57}, /* -1/3! */
    {0x1.1111111111111p-7, 0x1.1111111111111p-63}, /* +1/5! */
    {-0x1.a01a01a01a01ap-13, -0x1.a01a01a01a01ap-73}, /* -1/7! */
    {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73}, /* +1/9! */
    {-0x1.ae64567f544e4p-26, 0x1.c062e06d1f209p-80}, /* -1/11! */
    {0x1.6124613a86d09p-33, 0x1.f28e0cc748ebep-87}, /* +1/13! */
    {-0x1.ae7f3e733b81fp-41, -0x1.1d8656b0ee8cbp-97}, /* -1/15! */
    {0x1.952c77030ad4ap-49, 0x1.ac981465ddc6cp-103}, /* +1/17! */
    {-0x1.2f49b46814157p-57, -0x1.2650f61dbdcb4p-112}, /* -1/19! */
    {0x1.71b8ef6dcf572p-66, -0x1.d043ae40c4647p-120}, /* +1/21! */
    {-0x1.761b41316381ap-75, 0x1.3423c7d91404fp-130}, /* -1/23! */
    {0x1.3f3ccdd165fa9p-84, -0x1.58ddadf344487p-139}, /* +1/25! */
    {-0x1.d1ab1c2dccea3p-94, -0x1.054d0c78aea14p-149}, /* -1/27! */
};
static const dd cos_c[] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, /* +1/0! */
    {-0x1.0000000000000p-1, 0x0.0p+0}, /* -1/2! */
    {0x1.5555555555555p-5, 0x1.5555555555555p-59}, /* +1/4! */
    {-0x1.6c16c16c16c17p-10, 0x1.f49f49f49f49fp-65}, /* -1/6! */
    {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76}, /* +1/8! */
    {-0x1.27e4fb7789f5cp-22, -0x1.cbbc05b4fa99ap-76}, /* -1/10! */
    {0x1.1eed8eff8d898p-29, -0x1.2aec959e14c06p-83}, /* +1/12! */
    {-0x1.93974a8c07c9dp-37, -0x1.05d6f8a2efd1fp-92}, /* -1/14! */
    {0x1.ae7f3e733b81fp-45, 0x1.1d8656b0ee8cbp-101}, /* +1/16! */
    {-0x1.6827863b97d97p-53, -0x1.eec01221a8b0bp-107}, /* -1/18! */
    {0x1.e542ba4020225p-62, 0x1.ea72b4afe3c2fp-120}, /* +1/20! */
    {-0x1.0ce396db7f853p-70, 0x1.aebcdbd20331cp-124}, /* -1/22! */
    {0x1.f2cf01972f578p-80, -0x1.9ada5fcc1ab14p-135}, /* +1/24! */
    {-0x1.88e85fc6a4e5ap-89, 0x1.71c37ebd16540p-143}, /* -1/26! */
    {0x1.0a18a2635085dp-98, 0x1.b9e2e28e1aa54p-153}, /* +1/28! */
};

/* 1/n! */
static const dd inv_fact[] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, /* 1/0! */
    {0x1.0000000000000p+0, 0x0.0p+0}, /* 1/1! */
    {0x1.0000000000000p-1, 0x0.0p+0}, /* 1/2! */
    {0x1.5555555555555p-3, 0x1.5555555555555p-57}, /* 1/3! */
    {0x1.5555555555555p-5, 0x1.5555555555555p-59}, /* 1/4! */
    {0x1.1111111111111p-7, 0x1.1111111111111p-63}, /* 1/5! */
    {0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65}, /* 1/6! */
    {0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-73}, /* 1/7! */
    {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76}, /* 1/8! */
    {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73}, /* 1/9! */
    {0x1.27e4fb7789f5cp-22, 0x1.cbbc05b4fa99ap-76}, /* 1/10! */
    {0x1.ae64567f544e4p-26, -0x1.c062e06d1f209p-80}, /* 1/11! */
    {0x1.1eed8eff8d898p-29, -0x1.2aec959e14c06p-83}, /* 1/12! */
    {0x1.6124613a86d09p-33, 0x1.f28e0cc748ebep-87}, /* 1/13! */
    {0x1.93974a8c07c9dp-37, 0x1.05d6f8a2efd1fp-92}, /* 1/14! */
    {0x1.ae7f3e733b81fp-41, 0x1.1d8656b0ee8cbp-97}, /* 1/15! */
    {0x1.ae7f3e733b81fp-45, 0x1.1d8656b0ee8cbp-101}, /* 1/16! */
    {0x1.952c77030ad4ap-49, 0x1.ac981465ddc6cp-103}, /* 1/17! */
    {0x1.6827863b97d97p-53, 0x1.eec01221a8b0bp-107}, /* 1/18! */
    {0x1.2f49b46814157p-57, 0x1.2650f61dbdcb4p-112}, /* 1/19! */
    {0x1.e542ba4020225p-62, 0x1.ea72b4afe3c2fp-120}, /* 1/20! */
    {0x1.71b8ef6dcf572p-66, -0x1.d043ae40c4647p-120}, /* 1/21! */
    {0x1.0ce396db7f853p-70, -0x1.aebcdbd20331cp-124}, /* 1/22! */
    {0x1.761b41316381ap-75, -0x1.3423c7d91404fp-130}, /* 1/23! */
    {0x1.f2cf01972f578p-80, -0x1.9ada5fcc1ab14p-135}, /* 1/24! */
    {0x1.3f3ccdd165fa9p-84, -0x1.58ddadf344487p-139}, /* 1/25! */
    {0x1.88e85fc6a4e5ap-89, -0x1.71c37ebd16540p-143}, /* 1/26! */
    {0x1.d1ab1c2dccea3p-94, 0x1.054d0c78aea14p-149}, /* 1/27! */
    {0x1.0a18a2635085dp-98, 0x1.b9e2e28e1aa54p-153}, /* 1/28! */
    {0x1.259f98b4358adp-103, 0x1.eaf8c39dd9bc5p-157}, /* 1/29! */
};

/* 1/(2n+1) */
static const dd inv_odd[] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, /* 1/1 */
    {0x1.5555555555555p-2, 0x1.5555555555555p-56}, /* 1/3 */
    {0x1.999999999999ap-3, -0x1.999999999999ap-57}, /* 1/5 */
    {0x1.2492492492492p-3, 0x1.2492492492492p-57}, /* 1/7 */
    {0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58}, /* 1/9 */
    {0x1.745d1745d1746p-4, -0x1.745d1745d1746p-59}, /* 1/11 */
    {0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58}, /* 1/13 */
    {0x1.1111111111111p-4, 0x1.1111111111111p-60}, /* 1/15 */
    {0x1.e1e1e1e1e1e1ep-5, 0x1.e1e1e1e1e1e1ep-61}, /* 1/17 */
    {0x1.af286bca1af28p-5, 0x1.af286bca1af28p-59}, /* 1/19 */
    {0x1.8618618618618p-5, 0x1.8618618618618p-59}, /* 1/21 */
    {0x1.642c8590b2164p-5, 0x1.642c8590b2164p-60}, /* 1/23 */
    {0x1.47ae147ae147bp-5, -0x1.eb851eb851eb8p-61}, /* 1/25 */
    {0x1.2f684bda12f68p-5, 0x1.2f684bda12f68p-59}, /* 1/27 */
    {0x1.1a7b9611a7b96p-5, 0x1.1a7b9611a7b96p-61}, /* 1/29 */
    {0x1.0842108421084p-5, 0x1.0842108421084p-60}, /* 1/31 */
    {0x1.f07c1f07c1f08p-6, -0x1.f07c1f07c1f08p-61}, /* 1/33 */
    {0x1.d41d41d41d41dp-6, 0x1.0750750750750p-60}, /* 1/35 */
    {0x1.bacf914c1bad0p-6, -0x1.bacf914c1bad0p-60}, /* 1/37 */
    {0x1.a41a41a41a41ap-6, 0x1.0690690690690p-60}, /* 1/39 */
    {0x1.8f9c18f9c18fap-6, -0x1.f3831f3831f38p-61}, /* 1/41 */
    {0x1.7d05f417d05f4p-6, 0x1.7d05f417d05f4p-62}, /* 1/43 */
    {0x1.6c16c16c16c17p-6, -0x1.f49f49f49f49fp-61}, /* 1/45 */
    {0x1.5c9882b931057p-6, 0x1.310572620ae4cp-61}, /* 1/47 */
    {0x1.4e5e0a72f0539p-6, 0x1.e0a72f0539783p-60}, /* 1/49 */
    {0x1.4141414141414p-6, 0x1.4141414141414p-62}, /* 1/51 */
};

/* ln2 = LN2_HI + LN2_MID + LN2_LO; LN2_HI has 32 significant bits, so k * LN2_HI is exact */
static const double LN2_HI = 0x1.62e42fee00000p-1;
static const double LN2_MID = 0x1.a39ef35793c76p-33;
static const double LN2_LO = 0x1.cc01f97b57a08p-87;
static const double INV_LN2 = 0x1.71547652b82fep+0;
static const dd INV_LN10 = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57};

/* k * ln2 as a double-double (|k| < 2^21) */
static dd k_ln2(int k)
{
    dd r = two_sum((double)k * LN2_HI, 0.0);
    r = dd_add(r, two_prod((double)k, LN2_MID));
    return dd_add(r, dd_of((double)k * LN2_LO));
}

/* exp(x) for a double-double x with |x| < 746: 2^k * the result */
static dd exp_dd(dd x, int *k_out)
{
    int k = (int)floor(x.hi * INV_LN2 + 0.5);
    dd r = dd_add(x, k_ln2(-k)); /* |r| <= ln2/2 + a little */
    /* Taylor to 1/19!: the rest is below 2^-80 for |r| < 0.35 */
    dd p = series(inv_fact, 20, 7, r);
    *k_out = k;
    return p;
}

/* log(x) for finite x > 0 as a double-double */
static dd log_dd(double x)
{
    int k = 0;
    if (x < 0x1p-1022) {
        x *= 0x1p54;
        k = -54;
    }
    int e;
    double m = frexp(x, &e); /* exact: x = m 2^e, m in [0.5, 1) */
    m *= 2.0;
    e -= 1;
    if (m > 1.4142135623730951) {
        m *= 0.5;
        e += 1;
    }
    k += e;
    double f = m - 1.0; /* exact (Sterbenz) */
    /* log(m) = 2 atanh(s), s = f / (2 + f), |s| < 0.172 */
    dd s = dd_div(dd_of(f), two_sum(2.0, f));
    dd z = dd_mul(s, s);
    dd p = series(inv_odd, 15, 4, z); /* z < 0.03: the rest below 2^-80 */
    dd lm = dd_mul_d(dd_mul(s, p), 2.0);
    if (k == 0) return lm;
    return dd_add(k_ln2(k), lm);
}

/* 2^k * (m.hi + m.lo), rounded (twice if the result is subnormal) */
static double scale_dd(dd m, int k)
{
    double y = m.hi + m.lo;
    return fdlibm_scale2(y, k);
}

double mathcr_exp(double x)
{
    if (x != x) return x + x;
    if (x > 709.782712893384) return INFINITY;
    if (x < -745.1332191019412) return 0.0;
    if (fabs(x) < 0x1p-54) return 1.0 + x;
    int k;
    dd m = exp_dd(dd_of(x), &k);
    return scale_dd(m, k);
}

double mathcr_log(double x)
{
    if (x != x || x == INFINITY) return x + x;
    if (x == 0.0) return -INFINITY;
    if (x < 0.0) return NAN;
    if (x == 1.0) return 0.0;
    dd l = log_dd(x);
    return l.hi + l.lo;
}

double mathcr_log10(double x)
{
    if (x != x || x == INFINITY) return x + x;
    if (x == 0.0) return -INFINITY;
    if (x < 0.0) return NAN;
    if (x == 1.0) return 0.0;
    dd l = dd_mul(log_dd(x), INV_LN10);
    return l.hi + l.lo;
}

static inline dd dd_neg(dd a) { return (dd){-a.hi, -a.lo}; }

/* sin and cos of a reduced argument |y| <= pi/4 + a little (y^2 < 0.62),
 * by Taylor to 1/23! and 1/22!: the rest is below 2^-80 */
static dd sin_dd(dd y) { return dd_mul(series(sin_c, 12, 4, dd_mul(y, y)), y); }

static dd cos_dd(dd y) { return series(cos_c, 12, 5, dd_mul(y, y)); }

double mathcr_sin(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-26) return x;
    if (x != x || ax == INFINITY) return x - x;
    double y[2];
    int n = fdlibm_rem_pio2(x, y);
    dd r = fast_two_sum(y[0], y[1]);
    dd v;
    switch (n & 3) {
    case 0: v = sin_dd(r); break;
    case 1: v = cos_dd(r); break;
    case 2: v = dd_neg(sin_dd(r)); break;
    default: v = dd_neg(cos_dd(r)); break;
    }
    return v.hi + v.lo;
}

double mathcr_cos(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-27) return 1.0;
    if (x != x || ax == INFINITY) return x - x;
    double y[2];
    int n = fdlibm_rem_pio2(x, y);
    dd r = fast_two_sum(y[0], y[1]);
    dd v;
    switch (n & 3) {
    case 0: v = cos_dd(r); break;
    case 1: v = dd_neg(sin_dd(r)); break;
    case 2: v = dd_neg(cos_dd(r)); break;
    default: v = sin_dd(r); break;
    }
    return v.hi + v.lo;
}

double mathcr_tan(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-27) return x;
    if (x != x || ax == INFINITY) return x - x;
    double y[2];
    int n = fdlibm_rem_pio2(x, y);
    dd r = fast_two_sum(y[0], y[1]);
    dd s = sin_dd(r), c = cos_dd(r);
    dd v;
    if (n & 1) {
        v = dd_neg(dd_div(c, s));
    } else {
        v = dd_div(s, c);
    }
    return v.hi + v.lo;
}

double mathcr_pow(double x, double y)
{
    if (y == 0.0) return 1.0;
    if (x != x || y != y) return x + y;
    if (y == 1.0) return x;
    double ax = fabs(x);
    if (fabs(y) == INFINITY) {
        if (ax == 1.0) return y - y; /* NaN, as Java specifies */
        return (ax > 1.0) == (y > 0.0) ? INFINITY : 0.0;
    }
    /* y is finite and not 0: is it an integer, an odd one? */
    int yint = 1, yodd = 0;
    if (fabs(y) < 0x1p53) {
        yint = floor(y) == y;
        yodd = yint && fmod(y, 2.0) != 0.0;
    }
    if (x == 0.0 || ax == INFINITY) {
        double r = (x == 0.0) == (y > 0.0) ? 0.0 : INFINITY;
        return (signbit(x) && yodd) ? -r : r;
    }
    double sign = 1.0;
    if (x < 0.0) {
        if (!yint) return (x - x) / (x - x); /* NaN */
        if (yodd) sign = -1.0;
    }
    if (ax == 1.0) return sign;
    if (y == 0.5) return sqrt(x);
    /* |y log|x|| > 2^62 * 2^-53: certainly beyond the range of doubles */
    if (fabs(y) > 0x1p62) return (ax > 1.0) == (y > 0.0) ? sign * INFINITY : sign * 0.0;
    dd t = dd_mul_d(log_dd(ax), y);
    if (yint && fabs(y) <= 64.0 && fabs(t.hi) < 600.0) {
        /* small integer powers by repeated squaring in double-double: exact
         * while the result fits in 106 bits, so an exact result halfway
         * between two doubles rounds to even as it must */
        unsigned n = (unsigned)fabs(y);
        dd r = dd_of(1.0), b = dd_of(ax);
        for (;;) {
            if (n & 1) r = dd_mul(r, b);
            n >>= 1;
            if (n == 0) break;
            b = dd_mul(b, b);
        }
        if (y < 0.0) r = dd_div(dd_of(1.0), r);
        return sign * (r.hi + r.lo);
    }
    if (t.hi > 710.0) return sign * INFINITY;
    if (t.hi < -746.0) return sign * 0.0;
    int k;
    dd m = exp_dd(t, &k);
    return sign * scale_dd(m, k);
}
