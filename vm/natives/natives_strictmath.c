/*
 * natives_strictmath.c -- the natives of java.lang.StrictMath (and the few
 * of java.lang.Math that are not StrictMath's).
 *
 * StrictMath's transcendentals are fdlibm.c's, so they equal the JDK's bit
 * for bit on every platform; sqrt is the C library's, which IEEE 754
 * requires to be correctly rounded.  Math delegates to StrictMath in Java
 * except for the seven functions HotSpot computes with its own intrinsics
 * (sin cos tan exp log log10 pow): those are Math's own natives here, over
 * mathcr.c.
 */
#include <math.h>

#include "natives/fdlibm.h"
#include "natives/natives.h"

#define MATH1(name, fn) NATIVE(name) { UNUSED_ARGS; ret->d = fn(args[0].d); }
#define MATH2(name, fn) NATIVE(name) { UNUSED_ARGS; ret->d = fn(args[0].d, args[2].d); }

MATH1(strict_sin, fdlibm_sin)
MATH1(strict_cos, fdlibm_cos)
MATH1(strict_tan, fdlibm_tan)
MATH1(strict_asin, fdlibm_asin)
MATH1(strict_acos, fdlibm_acos)
MATH1(strict_atan, fdlibm_atan)
MATH1(strict_exp, fdlibm_exp)
MATH1(strict_log, fdlibm_log)
MATH1(strict_log10, fdlibm_log10)
MATH1(strict_sqrt, sqrt)
MATH1(strict_cbrt, fdlibm_cbrt)
MATH1(strict_sinh, fdlibm_sinh)
MATH1(strict_cosh, fdlibm_cosh)
MATH1(strict_tanh, fdlibm_tanh)
MATH1(strict_expm1, fdlibm_expm1)
MATH1(strict_log1p, fdlibm_log1p)
MATH2(strict_atan2, fdlibm_atan2)
MATH2(strict_pow, fdlibm_pow)
MATH2(strict_hypot, fdlibm_hypot)
MATH2(strict_IEEEremainder, fdlibm_remainder)

MATH1(math_sin, mathcr_sin)
MATH1(math_cos, mathcr_cos)
MATH1(math_tan, mathcr_tan)
MATH1(math_exp, mathcr_exp)
MATH1(math_log, mathcr_log)
MATH1(math_log10, mathcr_log10)
MATH2(math_pow, mathcr_pow)

#define SM "java/lang/StrictMath"
const native_entry natives_strictmath_table[] = {
    {SM, "sin", "(D)D", strict_sin},
    {SM, "cos", "(D)D", strict_cos},
    {SM, "tan", "(D)D", strict_tan},
    {SM, "asin", "(D)D", strict_asin},
    {SM, "acos", "(D)D", strict_acos},
    {SM, "atan", "(D)D", strict_atan},
    {SM, "exp", "(D)D", strict_exp},
    {SM, "log", "(D)D", strict_log},
    {SM, "log10", "(D)D", strict_log10},
    {SM, "sqrt", "(D)D", strict_sqrt},
    {SM, "cbrt", "(D)D", strict_cbrt},
    {SM, "sinh", "(D)D", strict_sinh},
    {SM, "cosh", "(D)D", strict_cosh},
    {SM, "tanh", "(D)D", strict_tanh},
    {SM, "expm1", "(D)D", strict_expm1},
    {SM, "log1p", "(D)D", strict_log1p},
    {SM, "atan2", "(DD)D", strict_atan2},
    {SM, "pow", "(DD)D", strict_pow},
    {SM, "hypot", "(DD)D", strict_hypot},
    {SM, "IEEEremainder", "(DD)D", strict_IEEEremainder},
    {"java/lang/Math", "sin", "(D)D", math_sin},
    {"java/lang/Math", "cos", "(D)D", math_cos},
    {"java/lang/Math", "tan", "(D)D", math_tan},
    {"java/lang/Math", "exp", "(D)D", math_exp},
    {"java/lang/Math", "log", "(D)D", math_log},
    {"java/lang/Math", "log10", "(D)D", math_log10},
    {"java/lang/Math", "pow", "(DD)D", math_pow},
};
const size_t natives_strictmath_count = sizeof natives_strictmath_table / sizeof natives_strictmath_table[0];
