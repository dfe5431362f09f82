print("arch-harness: work in progress")
