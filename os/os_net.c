/*
 * os_net.c -- sockets and name lookup over APR network I/O (os_net.h).
 *
 * Owns struct os_socket: an APR socket in its own unmanaged pool, kept in
 * non-blocking mode (APR timeout 0) from creation to close, except inside
 * os_net_connect, which lets APR wait with the caller's timeout and puts
 * the socket back.  Waiting is done here with apr_poll in slices of at most
 * WAIT_SLICE_MS; between slices the abort flag is read, so an abort from
 * another thread is seen within one slice whatever the platform does with a
 * descriptor shut down under a blocked call.
 *
 * Invariants: APR pools are not thread-safe, so the socket's pool receives
 * only what APR keeps for the socket's life -- the sockaddrs of bind and
 * connect, which APR remembers as the socket's local and remote address --
 * and java.net never binds or connects one socket from two threads at once;
 * everything else a call allocates (sendto's sockaddr, lookups, accepted
 * sockets) comes from a pool of its own.  The abort flag only ever goes from 0 to 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <apr_network_io.h>
#include <apr_poll.h>
#include <apr_strings.h>

#include "os_internal.h"

/* APR has no test for "address in use"; Winsock and POSIX number it apart.
 * apr.h has already included winsock2.h on Windows. */
#if defined(WSAEADDRINUSE)
#define NET_EADDRINUSE WSAEADDRINUSE
#define NET_EADDRNOTAVAIL WSAEADDRNOTAVAIL
#else
#include <errno.h>
#include <sys/socket.h> /* MSG_PEEK */
#define NET_EADDRINUSE EADDRINUSE
#define NET_EADDRNOTAVAIL EADDRNOTAVAIL
#endif

#define WAIT_SLICE_MS 50
#define SCRATCH_SIZE 65536

struct os_socket {
    apr_pool_t *pool;
    apr_socket_t *sock;
    int kind;
    int32_t aborted;
};

static void set_error(os_net_error *err, os_net_kind kind, const char *msg)
{
    if (!err) return;
    err->kind = kind;
    snprintf(err->message, sizeof err->message, "%s", msg);
}

/* Maps an APR failure to the kind and, for the kinds with a JDK text, to
 * that text; the rest keep the platform's words. */
static bool fail(os_net_error *err, apr_status_t rv)
{
    int os = (int)APR_TO_OS_ERROR(rv); /* errno itself on POSIX, less the offset on Windows */
    if (APR_STATUS_IS_ECONNREFUSED(rv)) set_error(err, OS_NET_E_REFUSED, "Connection refused");
    else if (os == NET_EADDRINUSE) set_error(err, OS_NET_E_IN_USE, "Address already in use");
    else if (os == NET_EADDRNOTAVAIL) set_error(err, OS_NET_E_NOT_AVAIL, "Cannot assign requested address");
    else if (APR_STATUS_IS_ECONNRESET(rv) || APR_STATUS_IS_ECONNABORTED(rv))
        set_error(err, OS_NET_E_RESET, "Connection reset");
    else if (APR_STATUS_IS_EPIPE(rv)) set_error(err, OS_NET_E_PIPE, "Broken pipe");
    else if (APR_STATUS_IS_EHOSTUNREACH(rv)) set_error(err, OS_NET_E_UNREACHABLE, "No route to host");
    else if (APR_STATUS_IS_ENETUNREACH(rv)) set_error(err, OS_NET_E_UNREACHABLE, "Network is unreachable");
    else if (APR_STATUS_IS_TIMEUP(rv) || APR_STATUS_IS_ETIMEDOUT(rv)) set_error(err, OS_NET_E_TIMEOUT, "timed out");
    else if (err) {
        char buf[sizeof err->message];
        apr_strerror(rv, buf, sizeof buf);
        size_t n = strlen(buf);
        while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == '.'))
            buf[--n] = '\0';
        set_error(err, OS_NET_E_OTHER, buf);
    }
    return false;
}

static bool is_aborted(os_socket *s) { return os_atomic_load32(&s->aborted) != 0; }

static bool closed_error(os_net_error *err)
{
    set_error(err, OS_NET_E_CLOSED, "Socket closed");
    return false;
}

/* A sockaddr for addr:port in pool; APR builds it from the numeric text. */
static apr_status_t make_sockaddr(apr_sockaddr_t **sa, const uint8_t *addr, int addrlen, int port, apr_pool_t *pool)
{
    char text[64];
    if (addrlen == 4) {
        snprintf(text, sizeof text, "%u.%u.%u.%u", addr[0], addr[1], addr[2], addr[3]);
    } else if (addrlen == 16) {
        int n = 0;
        for (int i = 0; i < 8; i++)
            n += snprintf(text + n, sizeof text - (size_t)n, i ? ":%x" : "%x", (unsigned)(addr[2 * i] << 8 | addr[2 * i + 1]));
    } else {
        return APR_EINVAL;
    }
    return apr_sockaddr_info_get(sa, text, addrlen == 4 ? APR_INET : APR_INET6, (apr_port_t)port, 0, pool);
}

static bool temp_pool(apr_pool_t **pool, os_net_error *err)
{
    if (apr_pool_create_unmanaged_ex(pool, NULL, NULL) == APR_SUCCESS) return true;
    set_error(err, OS_NET_E_OTHER, "Out of memory");
    return false;
}

/* Waits until s is readable (or writable) or in error, the deadline (a
 * monotonic ns; 0 none) passes, or s is aborted. */
static bool wait_io(os_socket *s, bool for_write, int64_t deadline, os_net_error *err)
{
    for (;;) {
        if (is_aborted(s)) return closed_error(err);
        int64_t slice_ms = WAIT_SLICE_MS;
        if (deadline) {
            int64_t left = deadline - os_time_nanos();
            if (left <= 0) {
                set_error(err, OS_NET_E_TIMEOUT, "timed out");
                return false;
            }
            if (left / 1000000 + 1 < slice_ms) slice_ms = left / 1000000 + 1;
        }
        apr_pollfd_t pfd;
        memset(&pfd, 0, sizeof pfd);
        pfd.p = NULL;
        pfd.desc_type = APR_POLL_SOCKET;
        pfd.reqevents = for_write ? APR_POLLOUT : APR_POLLIN;
        pfd.desc.s = s->sock;
        apr_int32_t ready = 0;
        apr_status_t rv = apr_poll(&pfd, 1, &ready, (apr_interval_time_t)slice_ms * 1000);
        if (rv == APR_SUCCESS && ready > 0) return is_aborted(s) ? closed_error(err) : true;
        if (rv != APR_SUCCESS && !APR_STATUS_IS_TIMEUP(rv) && !APR_STATUS_IS_EINTR(rv)) return fail(err, rv);
    }
}

static int64_t deadline_of(int64_t timeout_ms)
{
    return timeout_ms > 0 ? os_time_nanos() + timeout_ms * 1000000 : 0;
}

static os_socket *wrap(apr_pool_t *pool, apr_socket_t *sock, int kind)
{
    os_socket *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->pool = pool;
    s->sock = sock;
    s->kind = kind;
    /* -1 then 0: APR skips the system call when it believes the mode is
     * already the one asked for, and an accepted socket's belief may not
     * match its descriptor. */
    apr_socket_timeout_set(sock, -1);
    apr_socket_timeout_set(sock, 0);
    return s;
}

bool os_net_socket(os_socket **out, int kind, bool ipv6, os_net_error *err)
{
    osp_quiet_sigpipe(); /* a write to a closed connection fails with EPIPE instead */
    apr_pool_t *pool;
    if (!temp_pool(&pool, err)) return false;
    apr_socket_t *sock;
    apr_status_t rv = apr_socket_create(&sock, ipv6 ? APR_INET6 : APR_INET,
                                        kind == OS_NET_STREAM ? SOCK_STREAM : SOCK_DGRAM,
                                        kind == OS_NET_STREAM ? APR_PROTO_TCP : APR_PROTO_UDP, pool);
    if (rv != APR_SUCCESS) {
        apr_pool_destroy(pool);
        return fail(err, rv);
    }
    *out = wrap(pool, sock, kind);
    if (!*out) {
        apr_socket_close(sock);
        apr_pool_destroy(pool);
        set_error(err, OS_NET_E_OTHER, "Out of memory");
        return false;
    }
    return true;
}

bool os_net_bind(os_socket *s, const uint8_t *addr, int addrlen, int port, os_net_error *err)
{
    apr_sockaddr_t *sa;
    apr_status_t rv = make_sockaddr(&sa, addr, addrlen, port, s->pool);
    if (rv == APR_SUCCESS) rv = apr_socket_bind(s->sock, sa);
    return rv == APR_SUCCESS || fail(err, rv);
}

bool os_net_listen(os_socket *s, int backlog, os_net_error *err)
{
    apr_status_t rv = apr_socket_listen(s->sock, backlog);
    return rv == APR_SUCCESS || fail(err, rv);
}

bool os_net_accept(os_socket *s, os_socket **out, int64_t timeout_ms, os_net_error *err)
{
    int64_t deadline = deadline_of(timeout_ms);
    for (;;) {
        if (is_aborted(s)) return closed_error(err);
        apr_pool_t *pool;
        if (!temp_pool(&pool, err)) return false;
        apr_socket_t *ns;
        apr_status_t rv = apr_socket_accept(&ns, s->sock, pool);
        if (rv == APR_SUCCESS) {
            if (is_aborted(s)) {
                apr_socket_close(ns);
                apr_pool_destroy(pool);
                return closed_error(err);
            }
            *out = wrap(pool, ns, OS_NET_STREAM);
            if (*out) return true;
            apr_socket_close(ns);
            apr_pool_destroy(pool);
            set_error(err, OS_NET_E_OTHER, "Out of memory");
            return false;
        }
        apr_pool_destroy(pool);
        /* A connection reset before it was accepted is no failure of accept. */
        if (!APR_STATUS_IS_EAGAIN(rv) && !APR_STATUS_IS_EINTR(rv) && !APR_STATUS_IS_ECONNABORTED(rv))
            return is_aborted(s) ? closed_error(err) : fail(err, rv);
        if (!wait_io(s, false, deadline, err)) return false;
    }
}

bool os_net_connect(os_socket *s, const uint8_t *addr, int addrlen, int port, int64_t timeout_ms,
                    os_net_error *err)
{
    apr_sockaddr_t *sa;
    apr_status_t rv = make_sockaddr(&sa, addr, addrlen, port, s->pool);
    if (rv == APR_SUCCESS) {
        apr_socket_timeout_set(s->sock, timeout_ms > 0 ? (apr_interval_time_t)timeout_ms * 1000 : -1);
        rv = apr_socket_connect(s->sock, sa);
        apr_socket_timeout_set(s->sock, 0);
    }
    if (rv == APR_SUCCESS) return true;
    if (is_aborted(s)) return closed_error(err);
    return fail(err, rv);
}

bool os_net_recv(os_socket *s, void *buf, size_t *len, int64_t timeout_ms, os_net_error *err)
{
    int64_t deadline = deadline_of(timeout_ms);
    for (;;) {
        if (is_aborted(s)) return closed_error(err);
        apr_size_t n = *len;
        apr_status_t rv = apr_socket_recv(s->sock, buf, &n);
        if (rv == APR_SUCCESS || APR_STATUS_IS_EOF(rv)) {
            if (is_aborted(s)) return closed_error(err);
            *len = rv == APR_SUCCESS ? n : 0;
            return true;
        }
        if (!APR_STATUS_IS_EAGAIN(rv) && !APR_STATUS_IS_EINTR(rv))
            return is_aborted(s) ? closed_error(err) : fail(err, rv);
        if (!wait_io(s, false, deadline, err)) return false;
    }
}

bool os_net_send(os_socket *s, const void *buf, size_t len, os_net_error *err)
{
    const char *p = buf;
    while (len > 0) {
        if (is_aborted(s)) return closed_error(err);
        apr_size_t n = len;
        apr_status_t rv = apr_socket_send(s->sock, p, &n);
        if (rv == APR_SUCCESS || n > 0) {
            p += n;
            len -= n;
            continue;
        }
        if (!APR_STATUS_IS_EAGAIN(rv) && !APR_STATUS_IS_EINTR(rv))
            return is_aborted(s) ? closed_error(err) : fail(err, rv);
        if (!wait_io(s, true, 0, err)) return false;
    }
    return true;
}

bool os_net_sendto(os_socket *s, const void *buf, size_t len, const uint8_t *addr, int addrlen, int port,
                   os_net_error *err)
{
    apr_pool_t *pool;
    if (!temp_pool(&pool, err)) return false;
    apr_sockaddr_t *sa;
    apr_status_t rv = make_sockaddr(&sa, addr, addrlen, port, pool);
    bool ok = false;
    if (rv != APR_SUCCESS) fail(err, rv);
    else
        for (;;) {
            if (is_aborted(s)) {
                closed_error(err);
                break;
            }
            apr_size_t n = len;
            rv = apr_socket_sendto(s->sock, sa, 0, buf, &n);
            if (rv == APR_SUCCESS) {
                ok = true;
                break;
            }
            if (!APR_STATUS_IS_EAGAIN(rv) && !APR_STATUS_IS_EINTR(rv)) {
                fail(err, rv);
                break;
            }
            if (!wait_io(s, true, 0, err)) break;
        }
    apr_pool_destroy(pool);
    return ok;
}

/* The bytes and port of an APR sockaddr, an IPv4-mapped IPv6 address as it is. */
static void unpack(const apr_sockaddr_t *sa, uint8_t *addr, int *addrlen, int *port)
{
    int n = sa->ipaddr_len == 4 || sa->ipaddr_len == 16 ? sa->ipaddr_len : 0;
    memcpy(addr, sa->ipaddr_ptr, (size_t)n);
    *addrlen = n;
    *port = sa->port;
}

bool os_net_recvfrom(os_socket *s, void *buf, size_t *len, int64_t timeout_ms, uint8_t *from_addr, int *from_len,
                     int *from_port, os_net_error *err)
{
    /* A whole datagram is always received into room for the largest, so
     * that a short buffer truncates on Windows too (where recvfrom would
     * fail with WSAEMSGSIZE instead). */
    char *scratch = malloc(SCRATCH_SIZE);
    if (!scratch) {
        set_error(err, OS_NET_E_OTHER, "Out of memory");
        return false;
    }
    int64_t deadline = deadline_of(timeout_ms);
    bool ok = false;
    for (;;) {
        if (is_aborted(s)) {
            closed_error(err);
            break;
        }
        apr_sockaddr_t from;
        memset(&from, 0, sizeof from);
        from.salen = sizeof from.sa;
        from.pool = s->pool;
        apr_size_t n = SCRATCH_SIZE;
        apr_status_t rv = apr_socket_recvfrom(&from, s->sock, 0, scratch, &n);
        if (rv == APR_SUCCESS || (APR_STATUS_IS_EOF(rv) && n == 0)) {
            if (is_aborted(s)) {
                closed_error(err);
                break;
            }
            if (n > *len) n = *len;
            memcpy(buf, scratch, n);
            *len = n;
            unpack(&from, from_addr, from_len, from_port);
            ok = true;
            break;
        }
        if (!APR_STATUS_IS_EAGAIN(rv) && !APR_STATUS_IS_EINTR(rv) && !APR_STATUS_IS_ECONNRESET(rv)) {
            /* ECONNRESET: Windows reports an earlier datagram's ICMP port
             * unreachable on the next receive; it is not this one's failure. */
            if (is_aborted(s)) closed_error(err);
            else fail(err, rv);
            break;
        }
        if (!APR_STATUS_IS_ECONNRESET(rv) && !wait_io(s, false, deadline, err)) break;
    }
    free(scratch);
    return ok;
}

bool os_net_shutdown(os_socket *s, int how, os_net_error *err)
{
    apr_status_t rv = apr_socket_shutdown(s->sock, how == OS_NET_SHUT_RD ? APR_SHUTDOWN_READ : APR_SHUTDOWN_WRITE);
    return rv == APR_SUCCESS || fail(err, rv);
}

void os_net_abort(os_socket *s)
{
    if (!os_atomic_cas32(&s->aborted, 0, 1)) return;
    if (s->kind == OS_NET_STREAM) apr_socket_shutdown(s->sock, APR_SHUTDOWN_READWRITE);
}

void os_net_close(os_socket *s)
{
    if (!s) return;
    apr_socket_close(s->sock);
    apr_pool_destroy(s->pool);
    free(s);
}

bool os_net_address(os_socket *s, bool remote, uint8_t *addr, int *addrlen, int *port)
{
    apr_sockaddr_t *sa;
    if (apr_socket_addr_get(&sa, remote ? APR_REMOTE : APR_LOCAL, s->sock) != APR_SUCCESS || !sa) return false;
    unpack(sa, addr, addrlen, port);
    return *addrlen != 0;
}

bool os_net_opt_set(os_socket *s, int opt, int value, os_net_error *err)
{
    apr_int32_t o;
    switch (opt) {
    case OS_NET_TCP_NODELAY: o = APR_TCP_NODELAY; break;
    case OS_NET_REUSEADDR: o = APR_SO_REUSEADDR; break;
    case OS_NET_KEEPALIVE: o = APR_SO_KEEPALIVE; break;
    case OS_NET_SNDBUF: o = APR_SO_SNDBUF; break;
    case OS_NET_RCVBUF: o = APR_SO_RCVBUF; break;
    case OS_NET_BROADCAST: o = APR_SO_BROADCAST; break;
    default: set_error(err, OS_NET_E_OTHER, "Invalid option"); return false;
    }
    apr_status_t rv = apr_socket_opt_set(s->sock, o, value);
    return rv == APR_SUCCESS || fail(err, rv);
}

int os_net_available(os_socket *s)
{
    if (s->kind != OS_NET_STREAM || is_aborted(s)) return 0;
    char *scratch = malloc(SCRATCH_SIZE);
    if (!scratch) return 0;
    apr_sockaddr_t from;
    memset(&from, 0, sizeof from);
    from.salen = sizeof from.sa;
    from.pool = s->pool;
    apr_size_t n = SCRATCH_SIZE;
    apr_status_t rv = apr_socket_recvfrom(&from, s->sock, MSG_PEEK, scratch, &n);
    free(scratch);
    return rv == APR_SUCCESS ? (int)n : 0;
}

/* "No such host" in Winsock's words; the Linux resolver's text is the
 * one java.net programs see (os_net.h), and POSIX's EAI_NONAME gives it
 * through apr_strerror already. */
static bool name_unknown(apr_status_t rv)
{
#if defined(WSAHOST_NOT_FOUND)
    int os = (int)APR_TO_OS_ERROR(rv);
    return os == WSAHOST_NOT_FOUND || os == WSANO_DATA;
#else
    (void)rv;
    return false;
#endif
}

int os_net_lookup(const char *host, uint8_t *out, size_t outlen, os_net_error *err)
{
    apr_pool_t *pool;
    if (!temp_pool(&pool, err)) return -1;
    apr_sockaddr_t *sa = NULL;
    apr_status_t rv = apr_sockaddr_info_get(&sa, host, APR_UNSPEC, 0, 0, pool);
    if (rv != APR_SUCCESS || !sa) {
        char buf[sizeof err->message];
        if (rv == APR_SUCCESS || name_unknown(rv)) snprintf(buf, sizeof buf, "Name or service not known");
        else apr_strerror(rv, buf, sizeof buf);
        size_t n = strlen(buf);
        while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == '.'))
            buf[--n] = '\0';
        set_error(err, OS_NET_E_UNKNOWN_HOST, buf);
        apr_pool_destroy(pool);
        return -1;
    }
    int count = 0;
    size_t used = 0;
    for (; sa; sa = sa->next) {
        uint8_t a[16];
        int len, port;
        unpack(sa, a, &len, &port);
        if (!len || used + 1 + (size_t)len > outlen) continue;
        bool dup = false; /* one address per socket type would repeat */
        for (size_t i = 0; i < used && !dup; i += 1 + out[i])
            dup = out[i] == len && memcmp(out + i + 1, a, (size_t)len) == 0;
        if (dup) continue;
        out[used] = (uint8_t)len;
        memcpy(out + used + 1, a, (size_t)len);
        used += 1 + (size_t)len;
        count++;
    }
    apr_pool_destroy(pool);
    return count;
}

bool os_net_reverse(const uint8_t *addr, int addrlen, char *name, size_t namelen)
{
    apr_pool_t *pool;
    if (!temp_pool(&pool, NULL)) return false;
    apr_sockaddr_t *sa;
    char *host = NULL;
    bool ok = make_sockaddr(&sa, addr, addrlen, 0, pool) == APR_SUCCESS && apr_getnameinfo(&host, sa, 0) == APR_SUCCESS &&
              host && strlen(host) < namelen;
    if (ok) snprintf(name, namelen, "%s", host);
    apr_pool_destroy(pool);
    return ok;
}

bool os_net_hostname(char *name, size_t namelen)
{
    apr_pool_t *pool;
    if (!temp_pool(&pool, NULL)) return false;
    bool ok = apr_gethostname(name, (int)namelen, pool) == APR_SUCCESS;
    apr_pool_destroy(pool);
    return ok;
}
