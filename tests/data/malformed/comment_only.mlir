// nothing here but a comment
