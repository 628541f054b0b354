Error occurred during initialization of VM
Could not find agent library jvmpitest_nosuch on the library path, with error: [^\n]+
