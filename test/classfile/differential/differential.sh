#!/usr/bin/env bash
# differential.sh -- compares cf_parse with HotSpot on mutated class files.
#   differential.sh SAMPLES_DIR CLASS [COUNT [SEED]]
# SAMPLES_DIR holds compiled classes (e.g. build/release/test/classfile/
# classfile_samples); CLASS is one of them (binary name, e.g. 'Shapes$Rect').
# Writes COUNT mutants, asks both sides for a verdict, and prints the files
# where they disagree, leaving out what cf_parse does not check by design:
# type errors of the bytecode (HotSpot's VerifyError when we accept) and
# loading errors (NoClassDefFoundError, IncompatibleClassChangeError ...),
# which stop HotSpot before it verifies.  Remaining differences seen so far come from HotSpot verifying the
# methods of a class in its own (symbol-address) order, not file order.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
samples=$1; name=$2; count=${3:-300}; seed=${4:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O1 -std=c11 -I"$root/vm" "$here/mutate.c" "$root/vm/classfile/classfile.c" \
   "$root/vm/classfile/classfile_code.c" "$root/vm/classfile/opcodes.c" -o "$work/mutate"
mkdir -p "$work/m"
"$work/mutate" "$work/m" "$count" "$seed" "$samples/$name.class"
files=$(ls "$work"/m/*.class | sort -V)
java "$here/Verdict.java" "$samples" "$name" $files > "$work/hotspot.tsv"
"$work/mutate" check "$name" $files > "$work/lantern.tsv"
paste "$work/hotspot.tsv" "$work/lantern.tsv" | awk -F'\t' '
  { h = $2; l = $4 }
  h == l { same++; next }
  l == "OK" && h ~ /^java\/lang\/VerifyError/ { types++; next }
  (l == "OK" || l ~ /^java\/lang\/VerifyError/) &&
    h ~ /^java\/lang\/(NoClassDefFoundError|IncompatibleClassChangeError|ClassCircularityError|LinkageError|SecurityException)/ { linking++; next }
  { diff++; n = split($1, p, "/"); printf "%s\n   HotSpot: %s\n   Lantern: %s\n", p[n], h, l }
  END { printf "same %d, type errors only HotSpot checks %d, loading errors %d, different %d\n", same, types, linking, diff }'
