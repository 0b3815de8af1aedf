import GraftTerminal
print("graft-bench")
