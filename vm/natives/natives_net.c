/*
 * natives_net.c -- the natives of java.net (class java.net.NetNative) over
 * os_net: TCP and UDP sockets, name lookup, the host name.
 *
 * A socket is known to Java as an int handle: a slot of the table below in
 * the low 16 bits and the slot's generation above them, so a handle kept by
 * a closed Socket never reaches the socket that reuses its slot.  Every
 * native takes a use of the slot (users++) under net_lock before touching
 * the os_socket and gives it back after; close0 marks the slot closing and
 * aborts the socket, which wakes the users blocked in it (os_net waits in
 * slices and looks at the abort), and whoever gives back the last use
 * closes and frees it.  So an os_socket is never freed under a thread
 * inside os_net, and close from another thread reports "Socket closed" to
 * the blocked ones, as the JDK does.
 *
 * Blocking calls run with the thread in native state, so a collection need
 * not wait for a read; the Java arrays may move meanwhile, so bytes pass
 * through C buffers and arrays are re-read from args[] afterwards.  Results
 * the VM would otherwise have to allocate (addresses, ports) are written
 * into arrays the Java side passes in; nothing here allocates on the heap
 * except the two natives that return a String.
 */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "object/object.h"
#include "object/string.h"
#include "runtime/exception.h"
#include "runtime/safepoint.h"

#define NET_CHUNK 65536
#define SLOT_BITS 16
#define MAX_SLOTS (1 << SLOT_BITS)

typedef struct net_slot {
    os_socket *s;
    int32_t gen;
    int32_t users;
    bool closing;
} net_slot;

static os_monitor *net_lock_monitor;
static net_slot *slots;
static int32_t slot_count = 1; /* slots in use or used: [1, slot_count); 0 is no handle */
static int32_t slot_cap;
static int32_t free_hint = 1;

static os_monitor *net_lock(void)
{
    os_monitor *m = os_atomic_load_ptr((void *const volatile *)&net_lock_monitor);
    if (m) return m;
    m = os_monitor_create("java.net sockets");
    if (!os_atomic_cas_ptr((void *volatile *)&net_lock_monitor, NULL, m)) {
        os_monitor_destroy(m);
        m = os_atomic_load_ptr((void *const volatile *)&net_lock_monitor);
    }
    return m;
}

static bool throw_closed(vm_thread *t) { return vm_throw(t, "java/net/SocketException", "Socket closed"); }

/* Throws the exception java.net uses for err; timeout_msg is the
 * operation's "... timed out" text. */
static void throw_net(vm_thread *t, const os_net_error *err, const char *timeout_msg)
{
    switch (err->kind) {
    case OS_NET_E_CLOSED: throw_closed(t); break;
    case OS_NET_E_TIMEOUT: vm_throw(t, "java/net/SocketTimeoutException", "%s", timeout_msg); break;
    case OS_NET_E_REFUSED: vm_throw(t, "java/net/ConnectException", "%s", err->message); break;
    case OS_NET_E_IN_USE:
    case OS_NET_E_NOT_AVAIL: vm_throw(t, "java/net/BindException", "%s", err->message); break;
    case OS_NET_E_UNREACHABLE: vm_throw(t, "java/net/NoRouteToHostException", "%s", err->message); break;
    case OS_NET_E_UNKNOWN_HOST: vm_throw(t, "java/net/UnknownHostException", "%s", err->message); break;
    default: vm_throw(t, "java/net/SocketException", "%s", err->message); break;
    }
}

static int32_t add_slot(vm_thread *t, os_socket *s)
{
    os_monitor *m = net_lock();
    os_monitor_enter(m);
    int32_t i = 0;
    for (int32_t k = free_hint; k < slot_count; k++)
        if (!slots[k].s) {
            i = k;
            break;
        }
    if (!i) {
        if (slot_count >= MAX_SLOTS) {
            os_monitor_exit(m);
            os_net_close(s);
            vm_throw(t, "java/net/SocketException", "Too many open files");
            return 0;
        }
        if (slot_count >= slot_cap) {
            int32_t cap = slot_cap ? slot_cap * 2 : 16;
            net_slot *n = realloc(slots, (size_t)cap * sizeof *n);
            if (!n) {
                os_monitor_exit(m);
                os_net_close(s);
                vm_throw(t, "java/lang/OutOfMemoryError", NULL);
                return 0;
            }
            memset(n + slot_count, 0, (size_t)(cap - slot_count) * sizeof *n);
            slots = n;
            slot_cap = cap;
        }
        i = slot_count++;
    }
    free_hint = i + 1;
    net_slot *e = &slots[i];
    e->s = s;
    e->gen = (e->gen + 1) & 0x7fff;
    if (!e->gen) e->gen = 1;
    e->users = 0;
    e->closing = false;
    int32_t h = e->gen << SLOT_BITS | i;
    os_monitor_exit(m);
    return h;
}

static net_slot *slot_of(int32_t h)
{
    int32_t i = h & (MAX_SLOTS - 1);
    if (h <= 0 || i <= 0 || i >= slot_count) return NULL;
    net_slot *e = &slots[i];
    return e->s && e->gen == h >> SLOT_BITS ? e : NULL;
}

/* Caller holds net_lock; frees the slot's socket once nobody uses it. */
static void retire_if_idle(net_slot *e, int32_t index)
{
    if (!e->closing || e->users > 0) return;
    os_net_close(e->s);
    e->s = NULL;
    if (index < free_hint) free_hint = index;
}

/* The socket of handle h with one use taken, or NULL with "Socket closed"
 * thrown. */
static os_socket *acquire(vm_thread *t, int32_t h)
{
    os_monitor *m = net_lock();
    os_monitor_enter(m);
    net_slot *e = slot_of(h);
    os_socket *s = NULL;
    if (e && !e->closing) {
        e->users++;
        s = e->s;
    }
    os_monitor_exit(m);
    if (!s) throw_closed(t);
    return s;
}

static void release(int32_t h)
{
    os_monitor *m = net_lock();
    os_monitor_enter(m);
    net_slot *e = slot_of(h);
    if (e) {
        e->users--;
        retire_if_idle(e, h & (MAX_SLOTS - 1));
    }
    os_monitor_exit(m);
}

/* Copies an address array (4 or 16 bytes) out of the heap. */
static bool address_arg(vm_thread *t, object *a, uint8_t *out, int *len)
{
    if (!a) return vm_throw(t, "java/lang/NullPointerException", NULL);
    int32_t n = ARRAY_LENGTH(a);
    if (n != 4 && n != 16) return vm_throw(t, "java/net/SocketException", "Protocol family unavailable");
    memcpy(out, ARRAY_DATA(a, uint8_t), (size_t)n);
    *len = n;
    return true;
}

static bool range_ok(vm_thread *t, object *a, int32_t off, int32_t len)
{
    if (!a) return vm_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(a))
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
    return true;
}

/* static int socket0(boolean stream, boolean ipv6) */
NATIVE(net_socket0)
{
    os_socket *s;
    os_net_error err;
    if (!os_net_socket(&s, args[0].i ? OS_NET_STREAM : OS_NET_DATAGRAM, args[1].i != 0, &err)) {
        throw_net(t, &err, "");
        return;
    }
    ret->i = add_slot(t, s);
}

/* static void bind0(int h, byte[] addr, int port) */
NATIVE(net_bind0)
{
    (void)ret;
    uint8_t a[16];
    int alen = 0;
    if (!address_arg(t, args[1].a, a, &alen)) return;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_net_error err;
    if (!os_net_bind(s, a, alen, args[2].i, &err)) throw_net(t, &err, "");
    release(args[0].i);
}

/* static void listen0(int h, int backlog) */
NATIVE(net_listen0)
{
    (void)ret;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_net_error err;
    if (!os_net_listen(s, args[1].i, &err)) throw_net(t, &err, "");
    release(args[0].i);
}

/* static int accept0(int h, int timeout) */
NATIVE(net_accept0)
{
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_socket *ns = NULL;
    os_net_error err;
    thread_to_native(t);
    bool ok = os_net_accept(s, &ns, args[1].i, &err);
    thread_from_native(t);
    release(args[0].i);
    if (!ok) {
        throw_net(t, &err, "Accept timed out");
        return;
    }
    ret->i = add_slot(t, ns);
}

/* static void connect0(int h, byte[] addr, int port, int timeout) */
NATIVE(net_connect0)
{
    (void)ret;
    uint8_t a[16];
    int alen = 0;
    if (!address_arg(t, args[1].a, a, &alen)) return;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_net_error err;
    thread_to_native(t);
    bool ok = os_net_connect(s, a, alen, args[2].i, args[3].i, &err);
    thread_from_native(t);
    release(args[0].i);
    if (!ok) throw_net(t, &err, "Connect timed out");
}

/* static int read0(int h, byte[] b, int off, int len, int timeout): -1 at the end */
NATIVE(net_read0)
{
    int32_t off = args[2].i, len = args[3].i;
    if (!range_ok(t, args[1].a, off, len)) return;
    if (len == 0) {
        ret->i = 0;
        return;
    }
    size_t want = len > NET_CHUNK ? NET_CHUNK : (size_t)len;
    char small[8192];
    char *buf = want <= sizeof small ? small : malloc(want);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    os_socket *s = acquire(t, args[0].i);
    if (s) {
        os_net_error err;
        size_t n = want;
        thread_to_native(t);
        bool ok = os_net_recv(s, buf, &n, args[4].i, &err);
        thread_from_native(t);
        release(args[0].i);
        if (!ok) {
            throw_net(t, &err, "Read timed out");
        } else {
            memcpy(ARRAY_DATA(args[1].a, char) + off, buf, n);
            ret->i = n == 0 ? -1 : (int32_t)n;
        }
    }
    if (buf != small) free(buf);
}

/* static void write0(int h, byte[] b, int off, int len) */
NATIVE(net_write0)
{
    (void)ret;
    int32_t off = args[2].i, len = args[3].i;
    if (!range_ok(t, args[1].a, off, len) || len == 0) return;
    size_t chunk = len > NET_CHUNK ? NET_CHUNK : (size_t)len;
    char *buf = malloc(chunk);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    os_socket *s = acquire(t, args[0].i);
    if (s) {
        os_net_error err;
        while (len > 0) {
            size_t n = (size_t)len < chunk ? (size_t)len : chunk;
            memcpy(buf, ARRAY_DATA(args[1].a, char) + off, n);
            thread_to_native(t);
            bool ok = os_net_send(s, buf, n, &err);
            thread_from_native(t);
            if (!ok) {
                throw_net(t, &err, "Write timed out");
                break;
            }
            off += (int32_t)n;
            len -= (int32_t)n;
        }
        release(args[0].i);
    }
    free(buf);
}

/* static void sendTo0(int h, byte[] b, int off, int len, byte[] addr, int port) */
NATIVE(net_sendTo0)
{
    (void)ret;
    int32_t off = args[2].i, len = args[3].i;
    uint8_t a[16];
    int alen = 0;
    if (!range_ok(t, args[1].a, off, len) || !address_arg(t, args[4].a, a, &alen)) return;
    char *buf = malloc(len ? (size_t)len : 1);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(buf, ARRAY_DATA(args[1].a, char) + off, (size_t)len);
    os_socket *s = acquire(t, args[0].i);
    if (s) {
        os_net_error err;
        thread_to_native(t);
        bool ok = os_net_sendto(s, buf, (size_t)len, a, alen, args[5].i, &err);
        thread_from_native(t);
        release(args[0].i);
        if (!ok) throw_net(t, &err, "Send timed out");
    }
    free(buf);
}

/* static int receive0(int h, byte[] b, int off, int len, int timeout, byte[] from16, int[] lenPort):
 * the datagram's length (cut to len); the sender into from16 and lenPort {4|16, port}. */
NATIVE(net_receive0)
{
    int32_t off = args[2].i, len = args[3].i;
    if (!range_ok(t, args[1].a, off, len) || !range_ok(t, args[5].a, 0, 16) || !range_ok(t, args[6].a, 0, 2)) return;
    char *buf = malloc(len ? (size_t)len : 1);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    os_socket *s = acquire(t, args[0].i);
    if (s) {
        os_net_error err;
        size_t n = (size_t)len;
        uint8_t from[16];
        int from_len = 0, from_port = 0;
        thread_to_native(t);
        bool ok = os_net_recvfrom(s, buf, &n, args[4].i, from, &from_len, &from_port, &err);
        thread_from_native(t);
        release(args[0].i);
        if (!ok) {
            throw_net(t, &err, "Receive timed out");
        } else {
            memcpy(ARRAY_DATA(args[1].a, char) + off, buf, n);
            memcpy(ARRAY_DATA(args[5].a, uint8_t), from, (size_t)from_len);
            ARRAY_DATA(args[6].a, int32_t)[0] = from_len;
            ARRAY_DATA(args[6].a, int32_t)[1] = from_port;
            ret->i = (int32_t)n;
        }
    }
    free(buf);
}

/* static void shutdown0(int h, int how): 0 input, 1 output */
NATIVE(net_shutdown0)
{
    (void)ret;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_net_error err;
    if (!os_net_shutdown(s, args[1].i ? OS_NET_SHUT_WR : OS_NET_SHUT_RD, &err)) throw_net(t, &err, "");
    release(args[0].i);
}

/* static void close0(int h): idempotent */
NATIVE(net_close0)
{
    UNUSED_ARGS;
    os_monitor *m = net_lock();
    os_monitor_enter(m);
    net_slot *e = slot_of(args[0].i);
    if (e && !e->closing) {
        e->closing = true;
        os_net_abort(e->s);
        retire_if_idle(e, args[0].i & (MAX_SLOTS - 1));
    }
    os_monitor_exit(m);
}

/* static boolean address0(int h, boolean remote, byte[] addr16, int[] lenPort) */
NATIVE(net_address0)
{
    if (!range_ok(t, args[2].a, 0, 16) || !range_ok(t, args[3].a, 0, 2)) return;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    uint8_t a[16];
    int alen = 0, port = 0;
    bool ok = os_net_address(s, args[1].i != 0, a, &alen, &port);
    release(args[0].i);
    if (ok) {
        memcpy(ARRAY_DATA(args[2].a, uint8_t), a, (size_t)alen);
        ARRAY_DATA(args[3].a, int32_t)[0] = alen;
        ARRAY_DATA(args[3].a, int32_t)[1] = port;
    }
    ret->i = ok;
}

/* static void setOption0(int h, int opt, int value): opt as os_net.h numbers them */
NATIVE(net_setOption0)
{
    (void)ret;
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    os_net_error err;
    if (!os_net_opt_set(s, args[1].i, args[2].i, &err)) throw_net(t, &err, "");
    release(args[0].i);
}

/* static int available0(int h) */
NATIVE(net_available0)
{
    os_socket *s = acquire(t, args[0].i);
    if (!s) return;
    ret->i = os_net_available(s);
    release(args[0].i);
}

/* static int lookup0(String host, byte[] out): count of (len, bytes...) records */
NATIVE(net_lookup0)
{
    if (!args[0].a || !args[1].a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    char *host = string_to_utf8(args[0].a);
    if (!host) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    size_t cap = (size_t)ARRAY_LENGTH(args[1].a);
    uint8_t *out = malloc(cap ? cap : 1);
    if (!out) {
        free(host);
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    os_net_error err;
    thread_to_native(t);
    int n = os_net_lookup(host, out, cap, &err);
    thread_from_native(t);
    if (n < 0) {
        vm_throw(t, "java/net/UnknownHostException", "%s: %s", host, err.message);
    } else {
        memcpy(ARRAY_DATA(args[1].a, uint8_t), out, cap);
        ret->i = n;
    }
    free(out);
    free(host);
}

/* static String reverse0(byte[] addr): the address's name, or null */
NATIVE(net_reverse0)
{
    uint8_t a[16];
    int alen = 0;
    if (!address_arg(t, args[0].a, a, &alen)) return;
    char name[1025];
    thread_to_native(t);
    bool ok = os_net_reverse(a, alen, name, sizeof name);
    thread_from_native(t);
    ret->a = ok ? string_from_utf8(t, name) : NULL;
}

/* static String hostName0(): this machine's name, or null */
NATIVE(net_hostName0)
{
    (void)args;
    char name[256];
    ret->a = os_net_hostname(name, sizeof name) ? string_from_utf8(t, name) : NULL;
}

const native_entry natives_net_table[] = {
    {"java/net/NetNative", "socket0", "(ZZ)I", net_socket0},
    {"java/net/NetNative", "bind0", "(I[BI)V", net_bind0},
    {"java/net/NetNative", "listen0", "(II)V", net_listen0},
    {"java/net/NetNative", "accept0", "(II)I", net_accept0},
    {"java/net/NetNative", "connect0", "(I[BII)V", net_connect0},
    {"java/net/NetNative", "read0", "(I[BIII)I", net_read0},
    {"java/net/NetNative", "write0", "(I[BII)V", net_write0},
    {"java/net/NetNative", "sendTo0", "(I[BII[BI)V", net_sendTo0},
    {"java/net/NetNative", "receive0", "(I[BIII[B[I)I", net_receive0},
    {"java/net/NetNative", "shutdown0", "(II)V", net_shutdown0},
    {"java/net/NetNative", "close0", "(I)V", net_close0},
    {"java/net/NetNative", "address0", "(IZ[B[I)Z", net_address0},
    {"java/net/NetNative", "setOption0", "(III)V", net_setOption0},
    {"java/net/NetNative", "available0", "(I)I", net_available0},
    {"java/net/NetNative", "lookup0", "(Ljava/lang/String;[B)I", net_lookup0},
    {"java/net/NetNative", "reverse0", "([B)Ljava/lang/String;", net_reverse0},
    {"java/net/NetNative", "hostName0", "()Ljava/lang/String;", net_hostName0},
};
const size_t natives_net_count = sizeof natives_net_table / sizeof natives_net_table[0];
