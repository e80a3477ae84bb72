print("wtflayout")
