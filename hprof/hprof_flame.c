/*
 * hprof_flame.c -- flame graphs of the CPU profile: collapsed stacks
 * (collapsed=) and an interactive SVG (flamegraph=).
 *
 * The weight of a trace is its sample count (cpu=samples) or its own time
 * in whole microseconds (cpu=times, callees excluded, as in CPU TIME).  The
 * traces are merged into a tree of frames keyed by frame text, from the
 * outermost frame (the root) to the top one, so that traces differing only
 * in line numbers or thread (lineno=y, thread=y) become one stack: a flame
 * graph shows where the time goes, not where in a method.  A frame's text
 * is pkg/Class.method, without line or signature, the usual convention of
 * the flame-graph tools.  Siblings are ordered by name, so that the same
 * stack keeps its place from one dump to the next.
 *
 * Output files are written apart from the profile stream (file=, net=):
 * each is opened, written whole and closed at every profile write.
 */
#include "hprof.h"
#include "hprof_classes.h"
#include "hprof_flame.h"
#include "hprof_output.h"
#include "hprof_traces.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct frame {
    char *name;                  /* sanitized: see frame_text */
    uint64_t total;              /* weight of this frame and all above it */
    uint64_t self;               /* weight of stacks ending here */
    struct frame *child;         /* first of the frames called from here */
    struct frame *next;          /* next sibling */
} frame;

struct hp_flame {
    frame root;                  /* unnamed: the sum of all stacks */
    int height;                  /* deepest stack, in frames */
    int oom;
    char when[32];
};

/* ---- the snapshot ---------------------------------------------------------- */

/* Is the n-byte sequence at p one UTF-8 character an XML reader accepts?
 * Class and method names come in the VM's modified UTF-8 (C0 80 for NUL,
 * surrogate pairs), which an SVG must not carry. */
static int utf8_len(const unsigned char *p)
{
    unsigned c = p[0];
    int n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
    if (c >= 0xF5)
        n = 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    if (n == 3 && c == 0xED && p[1] >= 0xA0)
        return 0;                /* a surrogate */
    if ((n == 3 && c == 0xE0 && p[1] < 0xA0) || (n == 4 && c == 0xF0 && p[1] < 0x90))
        return 0;                /* overlong */
    return n;
}

/* cls.method made safe for both outputs: a space or ';' would split a
 * collapsed line, control bytes and bad UTF-8 would break the SVG. */
static char *frame_text(const char *cls, const char *method)
{
    size_t n = strlen(cls) + strlen(method) + 2;
    char *s = malloc(n);
    if (!s)
        return NULL;
    snprintf(s, n, "%s.%s", cls, method);
    for (unsigned char *p = (unsigned char *)s; *p;) {
        if (*p < 0x80) {
            if (*p <= ' ' || *p == ';' || *p == 0x7F)
                *p = '_';
            p++;
            continue;
        }
        int k = utf8_len(p);
        if (k == 0)
            *p++ = '?';
        else
            p += k;
    }
    return s;
}

static frame *child_named(frame *parent, const char *name, int *oom)
{
    for (frame *c = parent->child; c; c = c->next)
        if (strcmp(c->name, name) == 0)
            return c;
    frame *c = calloc(1, sizeof *c);
    char *copy = c ? hp_strdup(name) : NULL;
    if (!copy) {
        free(c);
        *oom = 1;
        return NULL;
    }
    c->name = copy;
    c->next = parent->child;
    parent->child = c;
    return c;
}

static void add_trace(hp_trace *t, void *arg)
{
    hp_flame *f = arg;
    uint64_t w = hp.opt.cpu == HP_CPU_TIMES ? (t->cost > 0 ? (uint64_t)t->cost / 1000 : 0)
                                            : t->samples;
    if (w == 0 || f->oom)
        return;
    f->root.total += w;
    frame *at = &f->root;
    if (t->num_frames == 0) {
        at = child_named(at, "<empty_trace>", &f->oom);
        if (!at)
            return;
        at->total += w;
        if (f->height < 1)
            f->height = 1;
    }
    /* frames[0] is the top of the stack: walk from the far end */
    for (int i = t->num_frames - 1; i >= 0; i--) {
        const hp_method *m = hp_method_find(t->frames[i].method_id);
        char *name = frame_text(m && m->cls ? m->cls->name : "<unknown_class>",
                                m ? m->name : "<unknown_method>");
        at = name ? child_named(at, name, &f->oom) : NULL;
        free(name);
        if (!at) {
            f->oom = 1;
            return;
        }
        at->total += w;
    }
    at->self += w;
    if (t->num_frames > f->height)
        f->height = t->num_frames;
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(frame *const *)a)->name, (*(frame *const *)b)->name);
}

static void sort_children(frame *p)
{
    size_t n = 0;
    for (frame *c = p->child; c; c = c->next)
        n++;
    if (n > 1) {
        frame **v = malloc(n * sizeof *v);
        if (v) {
            size_t i = 0;
            for (frame *c = p->child; c; c = c->next)
                v[i++] = c;
            qsort(v, n, sizeof *v, by_name);
            for (i = 0; i + 1 < n; i++)
                v[i]->next = v[i + 1];
            v[n - 1]->next = NULL;
            p->child = v[0];
            free(v);
        }
    }
    for (frame *c = p->child; c; c = c->next)
        sort_children(c);
}

static void free_children(frame *p)
{
    frame *c = p->child;
    while (c) {
        frame *next = c->next;
        free_children(c);
        free(c->name);
        free(c);
        c = next;
    }
    p->child = NULL;
}

hp_flame *hp_flame_collect(void)
{
    if (!hp.opt.collapsed && !hp.opt.flamegraph)
        return NULL;
    hp_flame *f = calloc(1, sizeof *f);
    if (f) {
        hp_now_string(f->when);
        hp_traces_each(add_trace, f);
        if (f->oom) {
            free_children(&f->root);
            free(f);
            f = NULL;
        }
    }
    if (!f)
        fprintf(stderr, "HPROF ERROR: out of memory for the flame graph\n");
    else
        sort_children(&f->root);
    return f;
}

/* ---- files ----------------------------------------------------------------- */

/* name, or for the n-th Ctrl-\ dump name with ".n" before its extension */
static char *numbered(const char *name, int n)
{
    size_t len = strlen(name);
    char *s = malloc(len + 16);
    if (!s)
        return NULL;
    if (n == 0) {
        memcpy(s, name, len + 1);
        return s;
    }
    const char *base = name;
    for (const char *p = name; *p; p++)
        if (*p == '/' || *p == '\\')
            base = p + 1;
    const char *dot = strrchr(base, '.');
    size_t stem = dot && dot != base ? (size_t)(dot - name) : len;
    snprintf(s, len + 16, "%.*s.%d%s", (int)stem, name, n, name + stem);
    return s;
}

static FILE *open_out(const char *name, int n, char **opened)
{
    *opened = numbered(name, n);
    /* binary mode: \n line ends on every OS, as the tools expect */
    FILE *out = *opened ? fopen(*opened, "wb") : NULL;
    if (!out)
        fprintf(stderr, "HPROF ERROR: cannot write '%s'\n", *opened ? *opened : name);
    return out;
}

static void close_out(FILE *out, char *opened)
{
    if (ferror(out) | fclose(out))
        fprintf(stderr, "HPROF ERROR: cannot write '%s'\n", opened);
    free(opened);
}

/* ---- collapsed stacks ------------------------------------------------------ */

/* One line per stack that has weight of its own: root;...;frame weight */
static void put_collapsed(FILE *out, const frame *p, const frame **path, int depth)
{
    for (const frame *c = p->child; c; c = c->next) {
        path[depth] = c;
        if (c->self > 0) {
            for (int i = 0; i <= depth; i++)
                fprintf(out, "%s%s", i ? ";" : "", path[i]->name);
            fprintf(out, " %llu\n", (unsigned long long)c->self);
        }
        put_collapsed(out, c, path, depth + 1);
    }
}

static void write_collapsed(const hp_flame *f, int n)
{
    char *opened;
    FILE *out = open_out(hp.opt.collapsed, n, &opened);
    if (!out)
        return;
    const frame **path = malloc(((size_t)f->height + 1) * sizeof *path);
    if (path)
        put_collapsed(out, &f->root, path, 0);
    else
        fprintf(stderr, "HPROF ERROR: out of memory for the flame graph\n");
    free(path);
    close_out(out, opened);
}

/* ---- the SVG --------------------------------------------------------------- */

/* Geometry, shared with the script below through its first line. */
#define SVG_WIDTH 1200
#define PAD 10                   /* left and right margin */
#define GRAPH_WIDTH (SVG_WIDTH - 2 * PAD)
#define ROW 17                   /* a frame is 16 px high, 1 px apart */
#define TOP 64                   /* title, subtitle, controls */
#define BOTTOM 34                /* the line that details the hovered frame */
#define LABEL_PX 11              /* monospace labels... */
#define CHAR_PX 6.7              /* ...whose glyphs are at most this wide */

static void put_escaped(FILE *out, const char *s, size_t max_chars)
{
    size_t chars = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p && chars < max_chars; p++) {
        if ((*p & 0xC0) != 0x80)
            chars++;             /* a character starts here */
        switch (*p) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*p, out);
        }
        /* finish a multi-byte character even at the limit */
        while ((p[1] & 0xC0) == 0x80)
            fputc(*++p, out);
    }
}

static size_t utf8_chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        if ((*s & 0xC0) != 0x80)
            n++;
    return n;
}

/* The label that fits w px: the name; or without its package
 * (Class.method); or the start of that and ".."; or nothing.  The script
 * computes the same after a zoom. */
static void put_label(FILE *out, const char *name, double w)
{
    double fit = (w - 6) / CHAR_PX;
    size_t room = fit > 0 ? (size_t)fit : 0;
    if (room < 3)
        return;
    if (utf8_chars(name) <= room) {
        put_escaped(out, name, room);
        return;
    }
    const char *slash = strrchr(name, '/');
    const char *brief = slash ? slash + 1 : name;
    size_t len = utf8_chars(brief);
    if (len <= room) {
        put_escaped(out, brief, len);
        return;
    }
    put_escaped(out, brief, room - 2);
    fputs("..", out);
}

/* FNV-1a: stable across runs and platforms */
static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static int is_library(const char *name)
{
    return strncmp(name, "java/", 5) == 0 || strncmp(name, "javax/", 6) == 0
        || strncmp(name, "jdk/", 4) == 0 || strncmp(name, "sun/", 4) == 0;
}

/* Warm colours for the program's frames, blue-greens for the class
 * library's, each shade picked by the name's hash. */
static void frame_colour(const char *name, int rgb[3])
{
    uint32_t h = name_hash(name);
    double hue = is_library(name) ? 165 + (h % 40) : 4 + (h % 46);   /* degrees */
    double sat = 0.62 + (double)((h >> 8) % 25) / 100;
    double light = is_library(name) ? 0.62 + (double)((h >> 16) % 12) / 100
                                    : 0.56 + (double)((h >> 16) % 12) / 100;
    /* hsl -> rgb: chroma c, second component x, in the sector of hue */
    double c = (1 - (light > 0.5 ? 2 * light - 1 : 1 - 2 * light)) * sat;
    int sector = (int)(hue / 60);
    double within = hue / 60 - 2 * (sector / 2);       /* 0..2 */
    double x = c * (1 - (within > 1 ? within - 1 : 1 - within));
    double r = 0, g = 0, b = 0;
    switch (sector) {
    case 0: r = c; g = x; break;
    case 1: r = x; g = c; break;
    case 2: g = c; b = x; break;
    case 3: g = x; b = c; break;
    case 4: r = x; b = c; break;
    default: r = c; b = x; break;
    }
    double m = light - c / 2;
    rgb[0] = (int)((r + m) * 255 + 0.5);
    rgb[1] = (int)((g + m) * 255 + 0.5);
    rgb[2] = (int)((b + m) * 255 + 0.5);
}

/* "812 samples" or "800.0 ms" */
static void weight_text(char *buf, size_t n, uint64_t w)
{
    if (hp.opt.cpu == HP_CPU_TIMES)
        snprintf(buf, n, "%.1f ms", (double)w / 1000.0);
    else
        snprintf(buf, n, "%llu sample%s", (unsigned long long)w, w == 1 ? "" : "s");
}

typedef struct {
    FILE *out;
    uint64_t total;
    double scale;                /* px per unit of weight */
    int height;
} svg_ctx;

/* A frame: its weight's offset from the left (o) and size (n) in units,
 * which the script zooms with; the name and numbers in a <title>, the
 * tooltip; the rectangle and the label as first drawn.  Then the frames
 * called from it, a row higher. */
static void put_frame(const svg_ctx *s, const frame *p, const char *name, uint64_t offset, int depth)
{
    double x = PAD + (double)offset * s->scale, w = (double)p->total * s->scale;
    int y = TOP + (s->height - 1 - depth) * ROW;
    char wt[64];
    weight_text(wt, sizeof wt, p->total);
    int rgb[3] = {196, 194, 184};    /* "all": neutral */
    if (depth > 0)
        frame_colour(name, rgb);
    fprintf(s->out, "<g class=\"f\" data-o=\"%llu\" data-n=\"%llu\"><title>",
            (unsigned long long)offset, (unsigned long long)p->total);
    put_escaped(s->out, name, SIZE_MAX);
    fprintf(s->out, "\n%s, %.2f%%</title><rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" "
            "fill=\"rgb(%d,%d,%d)\"/><text x=\"%.2f\" y=\"%d\">",
            wt, 100.0 * (double)p->total / (double)s->total, x, y, w, ROW - 1,
            rgb[0], rgb[1], rgb[2], x + 3, y + ROW - 5);
    put_label(s->out, name, w);
    fputs("</text></g>\n", s->out);
    for (const frame *c = p->child; c; c = c->next) {
        put_frame(s, c, c->name, offset, depth + 1);
        offset += c->total;
    }
}

/* Zoom: a click on a frame widens it to the whole graph; the frames above
 * it follow, the ones below it (its callers) stay as dimmed full-width
 * bars, the rest are hidden.  Everything is computed from the integer
 * offsets, so no rounding of the drawing builds up.  Reset: the control at
 * the top left, a click on "all", or Escape. */
static const char script[] =
"(function (PAD, WIDTH, CHAR, TOTAL) {\n"
"  var svg = document.currentScript.closest('svg');\n"
"  var reset = svg.querySelector('.reset'), info = svg.querySelector('.info');\n"
"  var frames = Array.prototype.map.call(svg.querySelectorAll('g.f'), function (g) {\n"
"    return { g: g, r: g.querySelector('rect'), t: g.querySelector('text'),\n"
"             o: +g.getAttribute('data-o'), n: +g.getAttribute('data-n'),\n"
"             y: +g.querySelector('rect').getAttribute('y'),\n"
"             name: g.querySelector('title').textContent.split('\\n')[0] };\n"
"  });\n"
"  function label(f, w) {\n"
"    var room = Math.floor((w - 6) / CHAR);\n"
"    if (room < 3) return '';\n"
"    if (f.name.length <= room) return f.name;\n"
"    var brief = f.name.slice(f.name.lastIndexOf('/') + 1);\n"
"    return brief.length <= room ? brief : brief.slice(0, room - 2) + '..';\n"
"  }\n"
"  function zoom(z) {\n"
"    if (z && z.n === TOTAL) z = null;\n"
"    var from = z ? z.o : 0, units = z ? z.n : TOTAL, px = WIDTH / units;\n"
"    frames.forEach(function (f) {\n"
"      var l = Math.max(f.o, from), r = Math.min(f.o + f.n, from + units);\n"
"      f.g.style.display = r > l ? '' : 'none';\n"
"      if (r <= l) return;\n"
"      var w = (r - l) * px;\n"
"      f.g.classList.toggle('dim', !!z && f.y > z.y);\n"
"      f.r.setAttribute('x', (PAD + (l - from) * px).toFixed(2));\n"
"      f.r.setAttribute('width', w.toFixed(2));\n"
"      f.t.setAttribute('x', (PAD + (l - from) * px + 3).toFixed(2));\n"
"      f.t.textContent = label(f, w);\n"
"    });\n"
"    reset.style.display = z ? '' : 'none';\n"
"  }\n"
"  function frameOf(e) {\n"
"    var g = e.target.closest('g.f');\n"
"    return g && frames.find(function (f) { return f.g === g; });\n"
"  }\n"
"  svg.addEventListener('click', function (e) { var f = frameOf(e); if (f) zoom(f); });\n"
"  svg.addEventListener('mouseover', function (e) {\n"
"    var f = frameOf(e);\n"
"    info.textContent = f ? f.g.querySelector('title').textContent.replace('\\n', '  \\u2014  ') : '';\n"
"  });\n"
"  reset.addEventListener('click', function () { zoom(null); });\n"
"  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') zoom(null); });\n"
"})";

static void write_svg(const hp_flame *f, int n)
{
    char *opened;
    FILE *out = open_out(hp.opt.flamegraph, n, &opened);
    if (!out)
        return;
    int rows = f->height + 1;
    int height = TOP + rows * ROW + BOTTOM;
    char total[64];
    weight_text(total, sizeof total, f->root.total);
    fprintf(out,
"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hprof-flame\" version=\"1.1\" "
"width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
"<style>\n"
"  .hprof-flame text { font-family: Verdana, \"DejaVu Sans\", \"Liberation Sans\", Arial, sans-serif; fill: #222; }\n"
"  .hprof-flame .f text { font-family: \"DejaVu Sans Mono\", Menlo, Consolas, \"Liberation Mono\", monospace;\n"
"                         font-size: %dpx; fill: #111; pointer-events: none; }\n"
"  .hprof-flame .f { cursor: pointer; }\n"
"  .hprof-flame .f rect { rx: 2px; }\n"
"  .hprof-flame .f:hover rect { stroke: #222; stroke-width: 1; }\n"
"  .hprof-flame .dim { opacity: 0.5; }\n"
"  .hprof-flame .title { font-size: 18px; font-weight: bold; }\n"
"  .hprof-flame .sub, .hprof-flame .info { font-size: 12px; fill: #555; }\n"
"  .hprof-flame .reset { font-size: 12px; fill: #1a55a8; cursor: pointer; text-decoration: underline; }\n"
"</style>\n"
"<rect width=\"100%%\" height=\"100%%\" fill=\"#fbfaf5\"/>\n"
"<text class=\"title\" x=\"%d\" y=\"26\" text-anchor=\"middle\">CPU flame graph</text>\n"
"<text class=\"sub\" x=\"%d\" y=\"46\" text-anchor=\"middle\">",
            SVG_WIDTH, height, SVG_WIDTH, height, LABEL_PX, SVG_WIDTH / 2, SVG_WIDTH / 2);
    if (hp.opt.cpu == HP_CPU_TIMES)
        fprintf(out, "cpu=times: %s of CPU time in all, each method's own", total);
    else
        fprintf(out, "cpu=samples: %s in all, one every %d ms", total, hp.opt.interval);
    fprintf(out, ", stacks of up to %d frames (depth=), %s%s</text>\n", hp.opt.depth, f->when,
            n ? "" : ", at exit");
    if (n)
        fprintf(out, "<text class=\"sub\" x=\"%d\" y=\"60\" text-anchor=\"middle\">Ctrl-\\ dump %d</text>\n",
                SVG_WIDTH / 2, n);
    fprintf(out, "<text class=\"reset\" x=\"%d\" y=\"26\" style=\"display:none\">Reset zoom</text>\n"
                 "<text class=\"sub\" x=\"%d\" y=\"26\" text-anchor=\"end\">Lantern HPROF</text>\n",
            PAD, SVG_WIDTH - PAD);
    if (f->root.total == 0) {
        fprintf(out, "<text class=\"sub\" x=\"%d\" y=\"%d\" text-anchor=\"middle\">(no CPU %s recorded)</text>\n",
                SVG_WIDTH / 2, TOP + 12, hp.opt.cpu == HP_CPU_TIMES ? "time" : "samples");
    } else {
        /* under every stack, "all": the total, and a way back out of a zoom */
        svg_ctx s = { out, f->root.total, (double)GRAPH_WIDTH / (double)f->root.total, rows };
        put_frame(&s, &f->root, "all", 0, 0);
    }
    fprintf(out, "<text class=\"info\" x=\"%d\" y=\"%d\">Hover over a frame for its share; "
                 "click to zoom in.</text>\n", PAD, height - 12);
    /* the key to the two palettes, from their middle shades */
    fprintf(out, "<rect x=\"860\" y=\"%d\" width=\"10\" height=\"10\" fill=\"rgb(235,130,70)\"/>"
                 "<text class=\"sub\" x=\"875\" y=\"%d\">the program</text>"
                 "<rect x=\"960\" y=\"%d\" width=\"10\" height=\"10\" fill=\"rgb(110,200,210)\"/>"
                 "<text class=\"sub\" x=\"975\" y=\"%d\">java/ javax/ jdk/ sun/</text>\n",
            height - 21, height - 12, height - 21, height - 12);
    fprintf(out, "<script><![CDATA[\n%s(%d, %d, %.2f, %llu);\n]]></script>\n</svg>\n",
            script, PAD, GRAPH_WIDTH, CHAR_PX, (unsigned long long)(f->root.total ? f->root.total : 1));
    close_out(out, opened);
}

/* ---- both ------------------------------------------------------------------ */

static int dumps;                /* Ctrl-\ dumps so far; under dump_lock */

void hp_flame_write(hp_flame *f, int at_dump)
{
    if (!f)
        return;
    int n = at_dump ? ++dumps : 0;
    if (hp.opt.collapsed)
        write_collapsed(f, n);
    if (hp.opt.flamegraph)
        write_svg(f, n);
    free_children(&f->root);
    free(f);
}
