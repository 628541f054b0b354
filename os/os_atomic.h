/*
 * os_atomic.h -- 32-bit, 64-bit and pointer-sized atomics, included by os.h.
 *
 * They are inline because the VM's fast paths (thin locks, allocation
 * buffers, safepoint polls) use them.  Ordering contract, on every compiler:
 *   load            acquire
 *   load_ptr_relaxed no ordering: a word some other access already ordered,
 *                   that another thread may store (the same value) meanwhile
 *   store           release
 *   cas, add, swap  acquire + release (a full barrier on x86 and ARM alike)
 *   fence           sequentially consistent
 *   store8_relaxed  no ordering: a plain byte store that other threads may
 *                   make to the same byte at once (the card table's marks)
 * GCC and clang (including mingw-w64) use the __atomic builtins; MSVC uses
 * its Interlocked intrinsics, whose full barriers are stronger than needed.
 * (APR's apr_atomic_* would do for another compiler, but they are calls and
 * have no pointer-sized add; a new compiler gets its own block here.)
 */
#ifndef LANTERN_OS_ATOMIC_H
#define LANTERN_OS_ATOMIC_H

#include <stdbool.h>
#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)

static inline int32_t os_atomic_load32(const volatile int32_t *p)
{ return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void os_atomic_store8_relaxed(volatile uint8_t *p, uint8_t v)
{ __atomic_store_n(p, v, __ATOMIC_RELAXED); }
static inline void os_atomic_store32(volatile int32_t *p, int32_t v)
{ __atomic_store_n(p, v, __ATOMIC_RELEASE); }
/* Returns true and stores desired if *p == expected. */
static inline bool os_atomic_cas32(volatile int32_t *p, int32_t expected, int32_t desired)
{ return __atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
/* Returns the new value. */
static inline int32_t os_atomic_add32(volatile int32_t *p, int32_t delta)
{ return __atomic_add_fetch(p, delta, __ATOMIC_ACQ_REL); }
static inline int32_t os_atomic_swap32(volatile int32_t *p, int32_t v)
{ return __atomic_exchange_n(p, v, __ATOMIC_ACQ_REL); }

static inline void *os_atomic_load_ptr(void *const volatile *p)
{ return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void *os_atomic_load_ptr_relaxed(void *const volatile *p)
{ return __atomic_load_n(p, __ATOMIC_RELAXED); }
static inline void os_atomic_store_ptr(void *volatile *p, void *v)
{ __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static inline bool os_atomic_cas_ptr(void *volatile *p, void *expected, void *desired)
{ return __atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
static inline void *os_atomic_swap_ptr(void *volatile *p, void *v)
{ return __atomic_exchange_n(p, v, __ATOMIC_ACQ_REL); }
/* Pointer-sized integer add; returns the new value. */
static inline intptr_t os_atomic_add_word(volatile intptr_t *p, intptr_t delta)
{ return __atomic_add_fetch(p, delta, __ATOMIC_ACQ_REL); }
static inline bool os_atomic_cas_word(volatile intptr_t *p, intptr_t expected, intptr_t desired)
{ return __atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
static inline void os_atomic_fence(void)
{ __atomic_thread_fence(__ATOMIC_SEQ_CST); }
/* 64-bit forms (Java's long fields: Unsafe, AtomicLong); add returns the new value. */
static inline int64_t os_atomic_load64(const volatile int64_t *p)
{ return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void os_atomic_store64(volatile int64_t *p, int64_t v)
{ __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static inline bool os_atomic_cas64(volatile int64_t *p, int64_t expected, int64_t desired)
{ return __atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
static inline int64_t os_atomic_add64(volatile int64_t *p, int64_t delta)
{ return __atomic_add_fetch(p, delta, __ATOMIC_ACQ_REL); }
static inline int64_t os_atomic_swap64(volatile int64_t *p, int64_t v)
{ return __atomic_exchange_n(p, v, __ATOMIC_ACQ_REL); }
/* 8- and 16-bit loads and stores (Java's volatile byte, boolean, char, short). */
static inline uint8_t os_atomic_load8(const volatile uint8_t *p)
{ return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void os_atomic_store8(volatile uint8_t *p, uint8_t v)
{ __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static inline uint16_t os_atomic_load16(const volatile uint16_t *p)
{ return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline void os_atomic_store16(volatile uint16_t *p, uint16_t v)
{ __atomic_store_n(p, v, __ATOMIC_RELEASE); }

#elif defined(_MSC_VER)

#include <intrin.h>

static inline int32_t os_atomic_load32(const volatile int32_t *p)
{ int32_t v = *p; _ReadWriteBarrier(); return v; }
static inline void os_atomic_store8_relaxed(volatile uint8_t *p, uint8_t v)
{ *p = v; }
static inline void os_atomic_store32(volatile int32_t *p, int32_t v)
{ _InterlockedExchange((volatile long *)p, v); }
static inline bool os_atomic_cas32(volatile int32_t *p, int32_t expected, int32_t desired)
{ return _InterlockedCompareExchange((volatile long *)p, desired, expected) == expected; }
static inline int32_t os_atomic_add32(volatile int32_t *p, int32_t delta)
{ return _InterlockedExchangeAdd((volatile long *)p, delta) + delta; }
static inline int32_t os_atomic_swap32(volatile int32_t *p, int32_t v)
{ return _InterlockedExchange((volatile long *)p, v); }
static inline void *os_atomic_load_ptr(void *const volatile *p)
{ void *v = *p; _ReadWriteBarrier(); return v; }
static inline void *os_atomic_load_ptr_relaxed(void *const volatile *p)
{ return *p; }
static inline void os_atomic_store_ptr(void *volatile *p, void *v)
{ _InterlockedExchangePointer(p, v); }
static inline bool os_atomic_cas_ptr(void *volatile *p, void *expected, void *desired)
{ return _InterlockedCompareExchangePointer(p, desired, expected) == expected; }
static inline void *os_atomic_swap_ptr(void *volatile *p, void *v)
{ return _InterlockedExchangePointer(p, v); }
static inline intptr_t os_atomic_add_word(volatile intptr_t *p, intptr_t delta)
{ return (intptr_t)_InterlockedExchangeAdd64((volatile __int64 *)p, delta) + delta; }
static inline bool os_atomic_cas_word(volatile intptr_t *p, intptr_t expected, intptr_t desired)
{ return _InterlockedCompareExchange64((volatile __int64 *)p, desired, expected) == expected; }
static inline void os_atomic_fence(void) { _mm_mfence(); }
static inline int64_t os_atomic_load64(const volatile int64_t *p)
{ int64_t v = *p; _ReadWriteBarrier(); return v; }
static inline void os_atomic_store64(volatile int64_t *p, int64_t v)
{ _InterlockedExchange64((volatile __int64 *)p, v); }
static inline bool os_atomic_cas64(volatile int64_t *p, int64_t expected, int64_t desired)
{ return _InterlockedCompareExchange64((volatile __int64 *)p, desired, expected) == expected; }
static inline int64_t os_atomic_add64(volatile int64_t *p, int64_t delta)
{ return (int64_t)_InterlockedExchangeAdd64((volatile __int64 *)p, delta) + delta; }
static inline int64_t os_atomic_swap64(volatile int64_t *p, int64_t v)
{ return (int64_t)_InterlockedExchange64((volatile __int64 *)p, v); }
static inline uint8_t os_atomic_load8(const volatile uint8_t *p)
{ uint8_t v = *p; _ReadWriteBarrier(); return v; }
static inline void os_atomic_store8(volatile uint8_t *p, uint8_t v)
{ _InterlockedExchange8((volatile char *)p, (char)v); }
static inline uint16_t os_atomic_load16(const volatile uint16_t *p)
{ uint16_t v = *p; _ReadWriteBarrier(); return v; }
static inline void os_atomic_store16(volatile uint16_t *p, uint16_t v)
{ _InterlockedExchange16((volatile short *)p, (short)v); }

#else
#error "os_atomic.h: add this compiler's atomics (or an APR fallback) here"
#endif

#endif /* LANTERN_OS_ATOMIC_H */
