## Pictures to share in the messenger group (src/share): standings, an evening, a season.

# The line under a table that was cut.
share-more = … and { $count ->
        [one] 1 more
       *[other] { $count } more
    }
share-winner = Winner
share-first = First place
share-prizes = Prizes
share-nobody-yet = Nobody ranked yet.
share-who-lost = Who lost what
share-marks = The evening's marks
share-season = Season { $name }
share-table = Table
# File names (without .png), lower case and without spaces.
share-file-standings = standings
share-file-evening = evening
share-file-season = season
share-error-drawing = The picture could not be drawn (a fault of the program): { $error }
share-error-size = A picture of { $width } × { $height } pixels cannot be made (a fault of the program).
share-error-encoding = The picture could not be written as PNG: { $error }
share-written = Picture saved: { $file }
share-not-written = The picture { $file } could not be written: { $error }
# The window says where the picture was saved.
share-saved = Picture to share saved: { $file }
share-no-folder = No folder of your own to save the picture in.
share-tab-no-picture = The tab has no picture: it shows money. Choose a season ({ $key }).
share-saved-in-folder = Picture to share saved in the tournament folder: { $file }
