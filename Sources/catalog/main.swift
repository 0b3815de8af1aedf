import CatalogApp
print("catalog")
