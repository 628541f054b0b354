# Prints the interesting part of an HPROF ASCII profile (what `make` shows):
# the first rows of SITES and CPU TIME and the stack traces those rows name.
#   awk -v ROWS=10 -f hprof_summary.awk java.hprof.txt
BEGIN { if (!ROWS) ROWS = 10 }
/^--------$/ { body = 1; next }
!body { next }
/^TRACE [0-9]+:/ { id = $2; sub(":", "", id); cur = id; trace[id] = $0 "\n"; next }
cur != "" && /^\t/ { trace[cur] = trace[cur] $0 "\n"; next }
{ cur = "" }
/^(SITES BEGIN|CPU TIME \(ms\) BEGIN)/ { sec = $0; out = out "\n" $0 "\n"; rows = 0; insec = 1; next }
/^(SITES END|CPU TIME \(ms\) END)/ { out = out $0 "\n"; insec = 0; next }
insec && /^ *[0-9]+ / {
    if (++rows > ROWS) next
    out = out $0 "\n"
    t = $(NF - 1)                       # the trace column, in both sections
    if (!(t in want)) { want[t] = 1; order[++n] = t }
    next
}
insec { out = out $0 "\n" }
END {
    printf "%s", out
    print ""
    for (i = 1; i <= n; i++) printf "%s", trace[order[i]]
}
