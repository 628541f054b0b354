#!/usr/bin/env bash
# regen-hostile49.sh <hostile49-dir> -- rewrites hostile49.expected with
# what the JDK's java says about each old-generation hostile class
# (HostileGen's second directory: <build>/test/verify/verify_data/hostile49):
# `java -cp <dir> H_x` links H_x (the whole class is verified when main's
# class links); the line is "H_x|<message of the VerifyError>|-", or
# "H_x|<exception class>: <message>|-" for another error, or "H_x|-|-" when
# HotSpot accepts the class.  Environment: JAVA (default: on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
JAVA=${JAVA:-java}
out="$here/hostile49.expected"
{
  echo "# What HotSpot 17 (java -cp <dir> H_<case>) says about each old-generation hostile class"
  echo "# (version 49, no StackMapTable: HotSpot's inference verifier), written by regen-hostile49.sh:"
  echo "# class|message of the VerifyError (first line)|-; another error: its class, then its message;"
  echo "# -|- when HotSpot accepts the class."
  for f in "$dir"/H_*.class; do
    c=$(basename "$f" .class)
    set +e
    err=$("$JAVA" -Xshare:auto -cp "$dir" "$c" 2>&1 </dev/null)
    rc=$?
    set -e
    if [ $rc -eq 0 ]; then
      echo "$c|-|-"
    else
      # "Caused by: java.lang.VerifyError: msg" or "\tjava.lang.ClassFormatError: msg"
      line=$(printf '%s\n' "$err" | grep -m1 -E '^(Caused by: |[[:space:]]*)java\.lang\.[A-Za-z]+(Error|Exception)' |
             sed -E 's/^(Caused by: |[[:space:]]*)//')
      [ -n "$line" ] || { echo "$c: unexpected output: $err" >&2; exit 1; }
      case "$line" in
        java.lang.VerifyError:\ *) echo "$c|${line#java.lang.VerifyError: }|-" ;;
        *) echo "$c|$line|-" ;;
      esac
    fi
  done
} >"$out.tmp"
mv "$out.tmp" "$out"
