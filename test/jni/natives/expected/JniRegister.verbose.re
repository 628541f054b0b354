\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Dynamic-linking native method JniRegister\.target \.\.\. JNI\]
linked by name: 1
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Dynamic-linking native method JniRegister\.registerGood \.\.\. JNI\]
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Registering JNI native method JniRegister\.target\]
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Registering JNI native method JniRegister\.echo\]
registerGood: 0
registered: 7
echo: arg true
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Dynamic-linking native method JniRegister\.registerBad \.\.\. JNI\]
registerBad\(0\): java\.lang\.NoSuchMethodError: Method JniRegister\.nope\(J\)I not found
registerBad\(1\): java\.lang\.NoSuchMethodError: Method 'int JniRegister\.target\(int\)' name or signature does not match
registerBad\(2\): java\.lang\.NoSuchMethodError: Method 'int JniRegister\.notNative\(long\)' is not declared as native
still registered: 7
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Dynamic-linking native method JniRegister\.unregister \.\.\. JNI\]
unregister: 0
\[[0-9]+\.[0-9]+s\]\[debug\]\[jni,resolve\] \[Dynamic-linking native method JniRegister\.target \.\.\. JNI\]
linked by name again: 1
echo after unregister: 'java\.lang\.Object JniRegister\.echo\(java\.lang\.Object, double\)'
