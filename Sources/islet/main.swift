print("islet")
