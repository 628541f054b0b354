# Unloader, heap=all in ASCII: the dump at exit lists only the kept
# loader's Unloader$Plugin (the 300 others were unloaded), with its one
# instance; the sites still count all 301 classes' allocations.
expect(out "^done 7224\n")
section(heap profile "HEAP DUMP BEGIN" "HEAP DUMP END" 1)
count(n heap "(name=Unloader$Plugin, ")
if(NOT n EQUAL 1)
  message(FATAL_ERROR "${n} CLS records for Unloader$Plugin in the dump, expected 1")
endif()
count(n heap "class=Unloader$Plugin@")
if(NOT n EQUAL 1)
  message(FATAL_ERROR "${n} Unloader$Plugin objects in the dump, expected 1")
endif()
section(sites profile "SITES BEGIN" "SITES END" 1)
expect(sites " Unloader\\$Plugin\n")
