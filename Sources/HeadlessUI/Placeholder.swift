// Module `HeadlessUI`: work in progress.
