/*
 * fuzz_classfile.c -- libFuzzer target for the class-file parser
 * (vm/classfile: cf_parse).
 *
 * Any input must give either a cf_class that keeps classfile.h's promise
 * (usable without further bounds checks: walked here as the VM walks it) or
 * a cf_error naming an exception with a NUL-terminated message.  Anything
 * else -- a crash, a sanitizer report, a broken promise -- aborts, which is
 * what libFuzzer and the plain driver (driver.c) report as a failure.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/classfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void walk_code(const cf_code *code)
{
    for (uint16_t h = 0; h < code->handler_count; h++)
        if (code->handlers[h].start_pc >= code->code_length || code->handlers[h].handler_pc >= code->code_length)
            abort();
    volatile uint8_t sink = 0;
    for (uint32_t pc = 0; pc < code->code_length; pc++) sink ^= code->code[pc];
    (void)sink;
}

static void walk(const cf_class *c)
{
    if (!c->name || (c->super_name && !c->super_name[0])) abort();
    for (uint16_t i = 0; i < c->interface_count; i++) (void)strlen(c->interfaces[i]);
    for (uint16_t i = 0; i < c->field_count; i++)
        (void)(strlen(c->fields[i].name) + strlen(c->fields[i].descriptor));
    for (uint16_t i = 0; i < c->method_count; i++) {
        const cf_method *m = &c->methods[i];
        if (cf_descriptor_arg_slots(m->descriptor) != m->arg_slots) abort();
        (void)strlen(m->name);
        for (uint16_t k = 0; k < m->exception_count; k++) (void)strlen(cf_class_name_at(c, m->exceptions[k]));
        if (m->code) walk_code(m->code);
    }
    for (uint16_t i = 0; i < c->nest_member_count; i++) (void)strlen(c->nest_members[i]);
    for (uint16_t i = 0; i < c->permitted_count; i++) (void)strlen(c->permitted_subclasses[i]);
    for (uint16_t i = 0; i < c->record_component_count; i++)
        (void)(strlen(c->record_components[i].name) + strlen(c->record_components[i].descriptor));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Twice: without an expected name, and with one that is unlikely to
     * match (the wrong-name message path). */
    for (int k = 0; k < 2; k++) {
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_class *c = cf_parse(data, size, k ? "fuzz/Expected" : NULL, &err);
        if (c) {
            walk(c);
            cf_free(c);
        } else if (!err.exception || !memchr(err.message, 0, sizeof err.message)) {
            abort();
        }
    }
    (void)cf_valid_mutf8(data, size);
    return 0;
}
