/*
 * fdlibm.h -- java.lang.StrictMath's transcendental functions: the results
 * of the fdlibm 5.3 algorithms, bit for bit, on every platform (fdlibm.c).
 */
#ifndef LANTERN_NATIVES_FDLIBM_H
#define LANTERN_NATIVES_FDLIBM_H

double fdlibm_sin(double x);
double fdlibm_cos(double x);
double fdlibm_tan(double x);
double fdlibm_asin(double x);
double fdlibm_acos(double x);
double fdlibm_atan(double x);
double fdlibm_atan2(double y, double x);
double fdlibm_exp(double x);
double fdlibm_log(double x);
double fdlibm_log10(double x);
double fdlibm_log1p(double x);
double fdlibm_expm1(double x);
double fdlibm_sinh(double x);
double fdlibm_cosh(double x);
double fdlibm_tanh(double x);
double fdlibm_cbrt(double x);
double fdlibm_hypot(double x, double y);
double fdlibm_pow(double x, double y);
double fdlibm_remainder(double x, double p);

/* x * 2^n rounded once; x - n pi/2 as y[0] + y[1] (|y| <= pi/4), returns n */
double fdlibm_scale2(double x, int n);
int fdlibm_rem_pio2(double x, double y[2]);

/* java.lang.Math's own sin cos tan exp log log10 pow: correctly rounded in
 * nearly all cases (mathcr.c) */
double mathcr_sin(double x);
double mathcr_cos(double x);
double mathcr_tan(double x);
double mathcr_exp(double x);
double mathcr_log(double x);
double mathcr_log10(double x);
double mathcr_pow(double x, double y);

#endif
