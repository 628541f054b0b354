# list_samples.cmake -- build step of test_classfile, after lantern_javac()
# compiled the samples into OUT (and OUT/r8): writes OUT/list.txt, one class
# file path (relative to OUT) per line, sorted, for the test to read.
#   cmake -DOUT=... -P list_samples.cmake
file(GLOB_RECURSE classes RELATIVE ${OUT} ${OUT}/*.class)
list(SORT classes)
string(REPLACE ";" "\n" text "${classes}")
file(WRITE ${OUT}/list.txt "${text}\n")
