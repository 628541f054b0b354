/*
 * os_net.h -- TCP and UDP sockets and name lookup, for java.net.
 *
 * Included by os.h; implemented over APR's network I/O in os/os_net.c, one
 * implementation for both platforms (APR speaks BSD sockets on POSIX and
 * Winsock 2 on Windows).  Addresses cross this interface as raw bytes in
 * network order, 4 (IPv4) or 16 (IPv6), as java.net.InetAddress holds them.
 *
 * Every socket is non-blocking underneath.  The calls that wait (accept,
 * connect, recv, send, recvfrom) wait in os_net itself, in short slices, and
 * between slices look at the socket's abort flag: os_net_abort, from any
 * thread, makes every wait on the socket end with OS_NET_E_CLOSED within one
 * slice, which is how a Java close() wakes a thread blocked in accept or
 * read on every platform (closing a descriptor under a blocked call wakes it
 * on Windows but not reliably on Linux).  The caller must still not free the
 * socket (os_net_close) while another thread is inside a call on it.
 *
 * Failures fill an os_net_error: a kind the library maps to an exception
 * class, and a message.  For the kinds java.net names with fixed texts
 * (refused, in use, timeouts) the message is the Linux text the JDK prints,
 * whatever the platform said, so programs print the same on both.
 */
#ifndef LANTERN_OS_NET_H
#define LANTERN_OS_NET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct os_socket os_socket;

typedef enum os_net_kind {
    OS_NET_E_NONE = 0,
    OS_NET_E_OTHER,       /* SocketException(message) */
    OS_NET_E_CLOSED,      /* aborted by os_net_abort: "Socket closed" */
    OS_NET_E_TIMEOUT,     /* the caller's timeout ran out */
    OS_NET_E_REFUSED,     /* ConnectException "Connection refused" */
    OS_NET_E_IN_USE,      /* BindException "Address already in use" */
    OS_NET_E_NOT_AVAIL,   /* BindException "Cannot assign requested address" */
    OS_NET_E_UNREACHABLE, /* NoRouteToHostException */
    OS_NET_E_RESET,       /* SocketException "Connection reset" */
    OS_NET_E_PIPE,        /* SocketException "Broken pipe" */
    OS_NET_E_UNKNOWN_HOST /* UnknownHostException "<host>: <reason>" */
} os_net_kind;

typedef struct os_net_error {
    os_net_kind kind;
    char message[160];
} os_net_error;

enum { OS_NET_STREAM = 1, OS_NET_DATAGRAM = 2 };
enum { OS_NET_SHUT_RD = 0, OS_NET_SHUT_WR = 1 };
/* Options for os_net_opt_set; booleans take 0/1, buffers a size in bytes. */
enum {
    OS_NET_TCP_NODELAY = 1, /* TCP_NODELAY (APR_TCP_NODELAY) */
    OS_NET_REUSEADDR,       /* SO_REUSEADDR (APR_SO_REUSEADDR) */
    OS_NET_KEEPALIVE,       /* SO_KEEPALIVE (APR_SO_KEEPALIVE) */
    OS_NET_SNDBUF,          /* SO_SNDBUF (APR_SO_SNDBUF) */
    OS_NET_RCVBUF,          /* SO_RCVBUF (APR_SO_RCVBUF) */
    OS_NET_BROADCAST        /* SO_BROADCAST (APR_SO_BROADCAST) */
};

/* A new socket of kind OS_NET_STREAM or OS_NET_DATAGRAM for IPv4 or IPv6.
 * POSIX: socket(2) + O_NONBLOCK; Windows: WSASocket + FIONBIO (apr_socket_create). */
bool os_net_socket(os_socket **out, int kind, bool ipv6, os_net_error *err);
/* Binds to addr (4 or 16 bytes; all zero is the wildcard) and port (0: any).
 * POSIX/Windows: bind (apr_socket_bind). */
bool os_net_bind(os_socket *s, const uint8_t *addr, int addrlen, int port, os_net_error *err);
/* POSIX/Windows: listen (apr_socket_listen). */
bool os_net_listen(os_socket *s, int backlog, os_net_error *err);
/* Waits up to timeout_ms (0: forever) for a connection.  POSIX: poll(2) then
 * accept(2); Windows: select then accept (apr_poll, apr_socket_accept). */
bool os_net_accept(os_socket *s, os_socket **out, int64_t timeout_ms, os_net_error *err);
/* Connects, waiting up to timeout_ms (0: as long as the system tries).
 * POSIX: connect(2), poll(2) for EINPROGRESS and SO_ERROR; Windows: connect,
 * select (apr_socket_connect with the socket's timeout). */
bool os_net_connect(os_socket *s, const uint8_t *addr, int addrlen, int port, int64_t timeout_ms,
                    os_net_error *err);
/* Receives up to *len bytes, waiting up to timeout_ms (0: forever) for the
 * first; *len = 0 at the end of the stream.  POSIX: poll(2) + recv(2);
 * Windows: select + WSARecv (apr_poll, apr_socket_recv). */
bool os_net_recv(os_socket *s, void *buf, size_t *len, int64_t timeout_ms, os_net_error *err);
/* Sends all len bytes, waiting while the send buffer is full.  POSIX:
 * send(2) + poll(2); Windows: WSASend + select (apr_socket_send, apr_poll). */
bool os_net_send(os_socket *s, const void *buf, size_t len, os_net_error *err);
/* One datagram to addr:port (java.net's DatagramSocket.connect is kept by
 * the library, which passes the peer here).  POSIX: sendto(2) + poll(2);
 * Windows: WSASendTo + select (apr_socket_sendto, apr_poll). */
bool os_net_sendto(os_socket *s, const void *buf, size_t len, const uint8_t *addr, int addrlen, int port,
                   os_net_error *err);
/* Receives one datagram, truncated to *len bytes; its sender into
 * from_addr (16 bytes of room), *from_len (4/16) and *from_port.  POSIX:
 * poll(2) + recvfrom(2); Windows: select + WSARecvFrom (apr_socket_recvfrom). */
bool os_net_recvfrom(os_socket *s, void *buf, size_t *len, int64_t timeout_ms, uint8_t *from_addr, int *from_len,
                     int *from_port, os_net_error *err);
/* POSIX/Windows: shutdown(SHUT_RD/SD_RECEIVE or SHUT_WR/SD_SEND) (apr_socket_shutdown). */
bool os_net_shutdown(os_socket *s, int how, os_net_error *err);
/* From any thread: ends every present and future wait on s with
 * OS_NET_E_CLOSED, and shuts the connection down so the peer sees its end. */
void os_net_abort(os_socket *s);
/* Closes and frees s; nobody may be using it.  POSIX: close(2); Windows:
 * closesocket (apr_socket_close). */
void os_net_close(os_socket *s);
/* The local (remote false) or peer (remote true) address and port; false if
 * there is none.  POSIX/Windows: getsockname/getpeername (apr_socket_addr_get). */
bool os_net_address(os_socket *s, bool remote, uint8_t *addr, int *addrlen, int *port);
/* POSIX/Windows: setsockopt (apr_socket_opt_set). */
bool os_net_opt_set(os_socket *s, int opt, int value, os_net_error *err);
/* Bytes that can be read without waiting (up to 64 KB).  APR has no
 * FIONREAD, so a non-blocking peek counts them: POSIX recv(2) with
 * MSG_PEEK, Windows recv with MSG_PEEK (apr_socket_recvfrom). */
int os_net_available(os_socket *s);

/* Resolves a host name to its addresses in the platform's order, each 4 or
 * 16 bytes, packed into out as (length byte, address bytes)...; returns the
 * count, or -1 with err (OS_NET_E_UNKNOWN_HOST, message the resolver's
 * reason; a name that does not exist is "Name or service not known", the
 * Linux text, on Windows too).  POSIX: getaddrinfo(3);
 * Windows: getaddrinfo in ws2_32 (apr_sockaddr_info_get). */
int os_net_lookup(const char *host, uint8_t *out, size_t outlen, os_net_error *err);
/* The name of an address, or false if it has none.  POSIX: getnameinfo(3)
 * with NI_NAMEREQD; Windows: getnameinfo (apr_getnameinfo). */
bool os_net_reverse(const uint8_t *addr, int addrlen, char *name, size_t namelen);
/* This machine's name.  POSIX: gethostname(2); Windows: gethostname
 * (apr_gethostname). */
bool os_net_hostname(char *name, size_t namelen);

#endif /* LANTERN_OS_NET_H */
