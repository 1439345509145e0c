# The phones at the tables in the organiser's window (src/ui/organiser/phones.rs)

phones-toggle = Phones
phones-started = Phones: the server is running — { $address }
phones-stopped = Phones: the server is stopped.
phones-failed = The server for the phones does not start: { $why }
phones-heading = Phones on the Wi-Fi
phones-scan = Scan with the phone's camera: standings and "Where do I sit?"
phones-big = Big QR code
    .help = A window of its own with the hall page's QR code, big enough for the projector ({ $key } closes it).
phones-window-title = Phones: hall page
phones-tables = Round { $round }: who is entering
phones-table = Table { $table }
phones-phone = Phone
phones-laptop = Laptop
phones-nobody = nothing yet
