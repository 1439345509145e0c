# The server for the phones at the tables (schocken tournament serve)
serve-cannot-bind = { $address }: the server cannot listen here: { $error }
serve-not-found = There is no such page
serve-unknown-member = No member has this code
serve-unknown-code = There is no such table code
serve-not-at-table = { $name } does not play at table { $table } in round { $round }.
serve-too-many = Too many wrong table codes: please wait a minute
serve-too-large = The request is too large
serve-not-json = The request is not the JSON expected: { $error }
