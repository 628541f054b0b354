expect(err "HPROF ERROR: bad hprof option 'depth=-3'\n")
