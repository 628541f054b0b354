# thread=y,lineno=n,depth=2: traces name their thread, carry no line
# numbers (so build's two allocation lines are one trace), 2 frames at most.
expect(profile "\nTRACE [0-9]+: \\(thread=1\\)\n\tMain\\.build\\(Main\\.java\\)\n\tMain\\.main\\(Main\\.java\\)\n[A-Z]")
expect(profile "\nTRACE [0-9]+: \\(thread=1\\)\n\tLater\\.make\\(Later\\.java\\)\n\tMain\\.build\\(Main\\.java\\)\n[A-Z]")
expect(profile "\nTRACE [0-9]+: \\(thread=1\\)\n\t<empty>\n")
expect_not(profile "\\.java:")
section(sites profile "SITES BEGIN" "SITES END" 1)
site_row(node sites 1)
site_row(arr sites 2)
if(NOT node_TRACE EQUAL arr_TRACE)
  message(FATAL_ERROR "lineno=n: one trace for build's allocations expected\n${sites}")
endif()
