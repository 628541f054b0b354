# cpu=old on the fixed run: the JDK 1.1 -prof table, no header or prelude.
# Alone it is the whole file; with SITES (heap=sites and a Ctrl-\ dump) the
# usual records come too, the table after the sites of each dump, and the
# second table has only what ran after the reset.
file(READ "${WORKDIR}/java.hprof.txt" whole)
set(t1 "count callee caller time
5 Main.idle()V Main.main([Ljava/lang/String;)V 10
3 Main.spin(I)J Main.main([Ljava/lang/String;)V 800
1 Main.idle()V Main.spin(I)J 100
1 Main.build()V Main.main([Ljava/lang/String;)V 5
")
set(t2 "count callee caller time
1 Main.idle()V Main.main([Ljava/lang/String;)V 7
1 Main.main([Ljava/lang/String;)V <unknown caller> 1
")
if(NOT SITES)
  if(NOT whole STREQUAL "${t1}1 Main.main([Ljava/lang/String;)V <unknown caller> 1\n")
    message(FATAL_ERROR "the -prof table differs:\n${whole}")
  endif()
  return()
endif()
expect(err "Dumping allocation sites \\.\\.\\. CPU usage in old prof format \\.\\.\\. done\\.\n")
expect(whole "^THREAD START \\(")
expect_not(whole "JAVA PROFILE")
string(FIND "${whole}" "SITES END\n${t1}THREAD END" a)
string(FIND "${whole}" "SITES END\n${t2}" b)
if(a EQUAL -1 OR b EQUAL -1 OR NOT b GREATER a)
  message(FATAL_ERROR "the -prof tables differ:\n${whole}")
endif()
# the sites keep their full depth (cpu=old's two frames are its own)
expect(whole "\nTRACE 5:\n\tLater\\.make\\(Later\\.java:5\\)\n\tMain\\.build\\(Main\\.java:22\\)\n\tMain\\.main\\(Main\\.java:11\\)\n")
