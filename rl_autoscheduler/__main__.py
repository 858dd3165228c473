from rl_autoscheduler.commands.cli import main

raise SystemExit(main())
