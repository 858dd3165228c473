{"kind": "vectorize", "tag": "op0"}
