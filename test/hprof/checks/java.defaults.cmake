# Profiled, no options: heap=all, so a heap dump and sites, no CPU times.
expect(out "^done ")
expect(profile "\nTHREAD START \\(obj=[0-9a-f]+, id = 1, name=\"main\", group=\"main\"\\)\n")
expect_not(profile "CPU TIME")
section(heap profile "HEAP DUMP BEGIN" "HEAP DUMP END" 1)
count(nodes heap "class=Profiled$Node@")
if(NOT nodes EQUAL 20000)
  message(FATAL_ERROR "${nodes} nodes in the dump, expected 20000")
endif()
section(sites profile "SITES BEGIN (ordered by live bytes)" "SITES END" 1)
# no collection ran: the nodes and all the garbage byte[]s are live
expect(sites "\n +[12] +[0-9.]+% +[0-9.]+% +800000 +20000 +800000 +20000 +[0-9]+ Profiled\\$Node\n")
expect(sites "\n +[12] +[0-9.]+% +[0-9.]+% +2[0-9][0-9][0-9][0-9][0-9][0-9] +20000 +2[0-9][0-9][0-9][0-9][0-9][0-9] +20000 +[0-9]+ \\[B\n")
