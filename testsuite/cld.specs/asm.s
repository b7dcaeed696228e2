	.text
	nop
