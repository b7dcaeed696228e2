/* cld-compare input that does not compile.  */
int
broken (void)
{
	return ;
}
