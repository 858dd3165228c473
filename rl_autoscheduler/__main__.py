from rl_autoscheduler.cli import main

raise SystemExit(main())
