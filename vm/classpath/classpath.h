/*
 * classpath.h -- the class path: where the application class loader finds
 * class files and resources, and what `java -jar` reads from a jar manifest.
 *
 * A cp_path is built from a class-path string (-cp, CLASSPATH, or the jar of
 * `java -jar`) as the JDK 17 launcher and its URLClassPath treat one
 * (checked against the real `java` on this machine):
 *   - entries are separated by os_path_separator() (':' POSIX, ';' Windows);
 *   - an empty entry means the current directory ("a::b", ":a", "a:", and
 *     the empty string itself); java.class.path keeps it empty;
 *   - an entry "*" or ending in "/" + "*" (also "\\" + "*" on Windows) whose literal
 *     file does not exist is a wildcard: it becomes the files of that
 *     directory whose names end in ".jar" or ".JAR" (exactly those two
 *     spellings; not recursive; in the order the file system lists them;
 *     hidden files and directories named *.jar included), each written as the
 *     entry minus its '*' plus the name ("w//" + "*" gives "w//a.jar", "*" gives
 *     "a.jar").  A wildcard that matches nothing stays as written (and finds
 *     nothing).  The expansion is what cp_string returns, for
 *     java.class.path;
 *   - an entry is a directory if it is one, otherwise an archive (jar/zip);
 *     entries that do not exist, cannot be opened or are not valid archives
 *     are skipped silently, as the JDK skips them;
 *   - the Class-Path attribute of the manifest of every archive on the path
 *     (not only the jar of -jar) is followed: its entries go right after
 *     that archive, before the entries that follow it, recursively; an entry
 *     already opened earlier on the path (same normalised path) is skipped,
 *     which also stops cycles.  These never show in cp_string.
 *
 * Archives are opened lazily, in order, by the first lookup that reaches
 * them, and stay open until cp_free.  cp_find may run on many threads at
 * once: the entry list and the lazy opening are guarded by one monitor,
 * held only while stepping from one entry to the next; lookups in an open
 * archive use its lock-free hash index, and reading bytes happens outside
 * the class path's monitor.
 *
 * Not done (yet): Windows paths are passed to fopen as they are, so a
 * non-ASCII path needs a UTF-8 aware open in os.h (_wfopen) to work there.
 */
#ifndef LANTERN_CLASSPATH_H
#define LANTERN_CLASSPATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct cp_path cp_path;

typedef enum cp_status {
    CP_OK = 0,
    CP_NOT_FOUND = 1,
    CP_ERROR = -1, /* found, but reading it failed (I/O, corrupt archive, CRC) */
    CP_NOMEM = -2
} cp_status;

/* How an appended entry is to be taken. */
typedef enum cp_kind {
    CP_KIND_AUTO = 0, /* a directory if it is one, else an archive (-cp entries) */
    CP_KIND_DIR,      /* only as a directory */
    CP_KIND_ARCHIVE   /* only as an archive (a manifest URL without trailing '/') */
} cp_kind;

/* Builds a class path from a string, expanding wildcards as the launcher
 * does for -cp and CLASSPATH: cp_create_literal(cp_expand_wildcards(spec)).
 * The empty string "" is one empty entry, i.e. the current directory (as
 * `java -cp ""`); NULL gives a path with no entries at all, to be filled
 * with cp_append (e.g. the boot class path: the class library only, never
 * the current directory).  Returns NULL only when out of memory. */
cp_path *cp_create(const char *spec);
/* The same without wildcard expansion: the VM's reading of a
 * -Djava.class.path given directly (`java -Djava.class.path=<dir>/<star> Main`
 * does not expand: the JDK's launcher expands, the VM does not). */
cp_path *cp_create_literal(const char *spec);
/* The launcher's expansion alone (NULL is taken as ""): malloc'd, NULL
 * when out of memory. */
char *cp_expand_wildcards(const char *spec);
void cp_free(cp_path *cp);

/* The class path as java.class.path shows it: the string it was made from
 * (wildcards expanded by cp_create), manifest Class-Path entries not
 * included. */
const char *cp_string(const cp_path *cp);

/* Adds an entry at the end (e.g. -Xbootclasspath/a-like uses, tests).  Not
 * reflected in cp_string.  No wildcard expansion. */
cp_status cp_append(cp_path *cp, const char *path, cp_kind kind);

/* Number of entries known so far (grows as manifests are followed) and
 * their paths (valid until cp_free). */
size_t cp_entry_count(cp_path *cp);
const char *cp_entry_path(cp_path *cp, size_t i);

/* A resource found on the class path. */
typedef struct cp_resource {
    uint8_t *bytes;     /* malloc'd, len bytes plus a NUL after them; free() it */
    size_t len;
    const char *source; /* the entry's path (valid until cp_free), for
                           -verbose:class "source: ..." */
    bool source_is_archive;
} cp_resource;

/* Finds a resource by its '/'-separated name ("java/lang/String.class"),
 * searching the entries in order.  CP_NOT_FOUND if no entry has it;
 * CP_ERROR if the first entry that has it cannot deliver it (the search
 * stops there, as the JDK's does; err says why, naming archive and entry).
 * Names that are empty, absolute, or contain a ".." segment or a backslash
 * are never found (they could escape a directory entry). */
cp_status cp_find(cp_path *cp, const char *name, cp_resource *out, char *err, size_t errlen);

/* The "file:" URL the JDK prints as a class's source in -verbose:class
 * ("source: file:/home/u/app.jar", "source: file:/home/u/classes/") for a
 * cp_resource's source and source_is_archive; cwd is the absolute current
 * directory, used when source is relative.  "." and ".." segments are
 * resolved and bytes outside the JDK's plain set %-escaped in lower-case hex
 * ("sp ace" -> "sp%20ace", UTF-8 "\xc3\xbc" -> "%c3%bc"); unlike the JDK,
 * symbolic links are not resolved.  malloc'd; NULL when out of memory. */
char *cp_source_url(const char *cwd, const char *source, bool is_archive);

/* ---- jar manifests ------------------------------------------------------ */

typedef struct cp_manifest {
    char *main_class; /* Main-Class, trimmed as the launcher trims it; NULL if absent */
    char *class_path; /* Class-Path as written (continuation lines joined); NULL if absent */
} cp_manifest;

typedef enum cp_manifest_status {
    CP_MF_OK = 0,
    /* Rejected by the JDK launcher's own (C) manifest check of the main
     * section: a logical line without ": ", a continuation line with nothing
     * to continue, a NUL byte.  `java -jar` says "Invalid or corrupt jarfile". */
    CP_MF_LAUNCHER_REJECTS = 1,
    /* Accepted by that check but rejected by java.util.jar.Manifest: a line
     * longer than 512 bytes, a bad attribute name (empty, > 70 characters, a
     * character other than A-Z a-z 0-9 - _), a section not starting with
     * "Name: ".  `java -jar` says "An unexpected error occurred while trying
     * to open file". */
    CP_MF_JAVA_REJECTS = 2,
    CP_MF_NOMEM = -1
} cp_manifest_status;

/* Parses a manifest (bytes, len; need not be NUL-terminated): line ends
 * CR LF, LF or CR; a line starting with one space continues the previous
 * one; attribute names are case-insensitive; only the main section (up to
 * the first empty line) gives values; the last of repeated names wins; an
 * unterminated last line is ignored (as java.util.jar.Manifest ignores it).
 * On CP_MF_OK, *out owns malloc'd strings (cp_manifest_free); otherwise
 * *out is empty and err says what is wrong. */
cp_manifest_status cp_manifest_parse(const char *bytes, size_t len, cp_manifest *out,
                                     char *err, size_t errlen);
void cp_manifest_free(cp_manifest *m);

/* Splits a Class-Path value into class-path entries for a jar at jar_path:
 * space-separated relative URLs, resolved against the jar's directory;
 * %XX escapes decoded; "file:" URLs accepted, other schemes and malformed
 * escapes dropped (the JDK fails later on those); a URL ending in '/' is a
 * directory, anything else an archive.  Calls fn for each entry with its
 * path (a temporary; copy it) and kind; stops when fn returns false. */
void cp_manifest_class_path(const char *jar_path, const char *class_path,
                            bool (*fn)(const char *path, cp_kind kind, void *arg), void *arg);

/* What `java -jar FILE` needs before the VM starts. */
typedef enum cp_jar_status {
    CP_JAR_OK = 0,          /* *main_class set (malloc'd; may be "" if the
                               attribute is empty: the launcher then fails
                               to load a class named "") */
    CP_JAR_NO_ACCESS,       /* Error: Unable to access jarfile FILE */
    CP_JAR_CORRUPT,         /* Error: Invalid or corrupt jarfile FILE */
    CP_JAR_BAD_MANIFEST,    /* Error: An unexpected error occurred while trying to open file FILE */
    CP_JAR_NO_MAIN,         /* no main manifest attribute, in FILE */
    CP_JAR_NOMEM
} cp_jar_status;

/* Reads FILE's manifest and its Main-Class.  msg gets the JDK's one-line
 * message for the status (for the launcher to print on stderr, exit code
 * 1), FILE written as given.  Conditions, as checked with the JDK's java:
 *   NO_ACCESS  the file does not exist or cannot be opened;
 *   CORRUPT    not a zip (empty, text, truncated, a directory), no entry
 *              named exactly META-INF/MANIFEST.MF (the name is
 *              case-sensitive here), its data cannot be read, or
 *              CP_MF_LAUNCHER_REJECTS;
 *   BAD_MANIFEST  CP_MF_JAVA_REJECTS;
 *   NO_MAIN    no Main-Class in the main section. */
cp_jar_status cp_jar_main_class(const char *jar_path, char **main_class, char *msg, size_t msglen);

#endif /* LANTERN_CLASSPATH_H */
