# OBJECT_FREE per dead object instead of ARENA_DELETE: the same live counts.
section(sites profile "SITES BEGIN" "SITES END" 1)
expect(sites "\n    1 87\\.72% 87\\.72%     1600   50    3200  100 +[0-9]+ demo/Node\n")
expect(sites "\n    4  2\\.63% 100\\.00%       48    1    4800  100 +[0-9]+ \\[C\n")
