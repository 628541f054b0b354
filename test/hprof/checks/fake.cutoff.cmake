# cutoff=0.5: only the site with more than half the live bytes is listed.
section(sites profile "SITES BEGIN" "SITES END" 1)
expect(sites "\n    1 87\\.72% 87\\.72% +1600 +50 +3200 +100 +[0-9]+ demo/Node\nSITES END\n")
