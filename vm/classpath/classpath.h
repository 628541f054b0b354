/*
 * classpath.h -- the class path: where the application class loader finds
 * class files and resources, and what `java -jar` reads from a jar manifest.
 *
 * A classpath is built from a class-path string (-cp, CLASSPATH, or the jar of
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
 *     nothing).  The expansion is what classpath_string returns, for
 *     java.class.path;
 *   - an entry is a directory if it is one, otherwise an archive (jar/zip);
 *     entries that do not exist, cannot be opened or are not valid archives
 *     are skipped silently, as the JDK skips them;
 *   - the Class-Path attribute of the manifest of every archive on the path
 *     (not only the jar of -jar) is followed: its entries go right after
 *     that archive, before the entries that follow it, recursively; an entry
 *     already opened earlier on the path (same normalised path) is skipped,
 *     which also stops cycles.  These never show in classpath_string.
 *
 * Archives are opened lazily, in order, by the first lookup that reaches
 * them, and stay open until classpath_free.  classpath_find may run on many threads at
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

typedef struct classpath classpath;

typedef enum classpath_status {
    CLASSPATH_OK = 0,
    CLASSPATH_NOT_FOUND = 1,
    CLASSPATH_ERROR = -1, /* found, but reading it failed (I/O, corrupt archive, CRC) */
    CLASSPATH_NOMEM = -2
} classpath_status;

/* How an appended entry is to be taken. */
typedef enum classpath_kind {
    CLASSPATH_KIND_AUTO = 0, /* a directory if it is one, else an archive (-cp entries) */
    CLASSPATH_KIND_DIR,      /* only as a directory */
    CLASSPATH_KIND_ARCHIVE   /* only as an archive (a manifest URL without trailing '/') */
} classpath_kind;

/* Builds a class path from a string, expanding wildcards as the launcher
 * does for -cp and CLASSPATH: classpath_create_literal(classpath_expand_wildcards(spec)).
 * The empty string "" is one empty entry, i.e. the current directory (as
 * `java -cp ""`); NULL gives a path with no entries at all, to be filled
 * with classpath_append (e.g. the boot class path: the class library only, never
 * the current directory).  Returns NULL only when out of memory. */
classpath *classpath_create(const char *spec);
/* The same without wildcard expansion: the VM's reading of a
 * -Djava.class.path given directly (`java -Djava.class.path=<dir>/<star> Main`
 * does not expand: the JDK's launcher expands, the VM does not). */
classpath *classpath_create_literal(const char *spec);
/* The launcher's expansion alone (NULL is taken as ""): malloc'd, NULL
 * when out of memory. */
char *classpath_expand_wildcards(const char *spec);
void classpath_free(classpath *cp);

/* The class path as java.class.path shows it: the string it was made from
 * (wildcards expanded by classpath_create), manifest Class-Path entries not
 * included. */
const char *classpath_string(const classpath *cp);

/* Adds an entry at the end (e.g. -Xbootclasspath/a-like uses, tests).  Not
 * reflected in classpath_string.  No wildcard expansion. */
classpath_status classpath_append(classpath *cp, const char *path, classpath_kind kind);

/* Number of entries known so far (grows as manifests are followed) and
 * their paths (valid until classpath_free). */
size_t classpath_entry_count(classpath *cp);
const char *classpath_entry_path(classpath *cp, size_t i);

/* A resource found on the class path. */
typedef struct classpath_resource {
    uint8_t *bytes;     /* malloc'd, len bytes plus a NUL after them; free() it */
    size_t len;
    const char *source; /* the entry's path (valid until classpath_free), for
                           -verbose:class "source: ..." */
    bool source_is_archive;
} classpath_resource;

/* Finds a resource by its '/'-separated name ("java/lang/String.class"),
 * searching the entries in order.  CLASSPATH_NOT_FOUND if no entry has it;
 * CLASSPATH_ERROR if the first entry that has it cannot deliver it (the search
 * stops there, as the JDK's does; err says why, naming archive and entry).
 * Names that are empty, absolute, or contain a ".." segment or a backslash
 * are never found (they could escape a directory entry). */
classpath_status classpath_find(classpath *cp, const char *name, classpath_resource *out, char *err, size_t errlen);

/* Where a resource is, without reading it (ClassLoader.getResource):
 * searches from entry *index on; on success sets *index to the entry that
 * has it (search again from *index + 1 for the next match, as
 * getResources does), *source to its path (valid until classpath_free)
 * and *is_archive.  A directory entry matches a file or a directory of
 * that name, an archive an entry of exactly that name.  Names as for
 * classpath_find. */
bool classpath_locate(classpath *cp, const char *name, size_t *index, const char **source, bool *is_archive);

/* The "file:" URL the JDK prints as a class's source in -verbose:class
 * ("source: file:/home/u/app.jar", "source: file:/home/u/classes/") for a
 * classpath_resource's source and source_is_archive; cwd is the absolute current
 * directory, used when source is relative.  "." and ".." segments are
 * resolved and bytes outside the JDK's plain set %-escaped in lower-case hex
 * ("sp ace" -> "sp%20ace", UTF-8 "\xc3\xbc" -> "%c3%bc"); unlike the JDK,
 * symbolic links are not resolved.  malloc'd; NULL when out of memory. */
char *classpath_source_url(const char *cwd, const char *source, bool is_archive);

/* ---- jar manifests ------------------------------------------------------ */

typedef struct classpath_manifest {
    char *main_class; /* Main-Class, trimmed as the launcher trims it; NULL if absent */
    char *class_path; /* Class-Path as written (continuation lines joined); NULL if absent */
} classpath_manifest;

typedef enum classpath_manifest_status {
    CLASSPATH_MF_OK = 0,
    /* Rejected by the JDK launcher's own (C) manifest check of the main
     * section: a logical line without ": ", a continuation line with nothing
     * to continue, a NUL byte.  `java -jar` says "Invalid or corrupt jarfile". */
    CLASSPATH_MF_LAUNCHER_REJECTS = 1,
    /* Accepted by that check but rejected by java.util.jar.Manifest: a line
     * longer than 512 bytes, a bad attribute name (empty, > 70 characters, a
     * character other than A-Z a-z 0-9 - _), a section not starting with
     * "Name: ".  `java -jar` says "An unexpected error occurred while trying
     * to open file". */
    CLASSPATH_MF_JAVA_REJECTS = 2,
    CLASSPATH_MF_NOMEM = -1
} classpath_manifest_status;

/* Parses a manifest (bytes, len; need not be NUL-terminated): line ends
 * CR LF, LF or CR; a line starting with one space continues the previous
 * one; attribute names are case-insensitive; only the main section (up to
 * the first empty line) gives values; the last of repeated names wins; an
 * unterminated last line is ignored (as java.util.jar.Manifest ignores it).
 * On CLASSPATH_MF_OK, *out owns malloc'd strings (classpath_manifest_free); otherwise
 * *out is empty and err says what is wrong. */
classpath_manifest_status classpath_manifest_parse(const char *bytes, size_t len, classpath_manifest *out,
                                     char *err, size_t errlen);
void classpath_manifest_free(classpath_manifest *m);

/* Splits a Class-Path value into class-path entries for a jar at jar_path:
 * space-separated relative URLs, resolved against the jar's directory;
 * %XX escapes decoded; "file:" URLs accepted, other schemes and malformed
 * escapes dropped (the JDK fails later on those); a URL ending in '/' is a
 * directory, anything else an archive.  Calls fn for each entry with its
 * path (a temporary; copy it) and kind; stops when fn returns false. */
void classpath_manifest_class_path(const char *jar_path, const char *class_path,
                            bool (*fn)(const char *path, classpath_kind kind, void *arg), void *arg);

/* What `java -jar FILE` needs before the VM starts. */
typedef enum classpath_jar_status {
    CLASSPATH_JAR_OK = 0,          /* *main_class set (malloc'd; may be "" if the
                               attribute is empty: the launcher then fails
                               to load a class named "") */
    CLASSPATH_JAR_NO_ACCESS,       /* Error: Unable to access jarfile FILE */
    CLASSPATH_JAR_CORRUPT,         /* Error: Invalid or corrupt jarfile FILE */
    CLASSPATH_JAR_BAD_MANIFEST,    /* Error: An unexpected error occurred while trying to open file FILE */
    CLASSPATH_JAR_NO_MAIN,         /* no main manifest attribute, in FILE */
    CLASSPATH_JAR_NOMEM
} classpath_jar_status;

/* Reads FILE's manifest and its Main-Class.  msg gets the JDK's one-line
 * message for the status (for the launcher to print on stderr, exit code
 * 1), FILE written as given.  Conditions, as checked with the JDK's java:
 *   NO_ACCESS  the file does not exist or cannot be opened;
 *   CORRUPT    not a zip (empty, text, truncated, a directory), no entry
 *              named exactly META-INF/MANIFEST.MF (the name is
 *              case-sensitive here), its data cannot be read, or
 *              CLASSPATH_MF_LAUNCHER_REJECTS;
 *   BAD_MANIFEST  CLASSPATH_MF_JAVA_REJECTS;
 *   NO_MAIN    no Main-Class in the main section. */
classpath_jar_status classpath_jar_main_class(const char *jar_path, char **main_class, char *msg, size_t msglen);

#endif /* LANTERN_CLASSPATH_H */
