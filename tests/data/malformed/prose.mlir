This file was meant to hold a matmul.
