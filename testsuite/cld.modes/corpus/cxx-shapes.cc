/* SPDX-License-Identifier: GPL-3.0-or-later */
// Identity corpus, C++: copies through constructors, std::string, vectors,
// exceptions (landing pads), templates and lambdas.
#include <cstring>
#include <string>
#include <vector>
#include <array>

struct Big { char c[1500]; };

struct Holder {
	Big b;
	Holder (const Big &x) : b (x) {}
};

Holder make (const Big &x) { return Holder (x); }

std::string cat (const std::string &a, const char *s) { return a + s; }

std::vector<Big> dup (const std::vector<Big> &v) { return v; }

std::array<int, 500> arr (std::array<int, 500> a) { a[1] = 2; return a; }

template <int N> struct T { char c[N]; };
template <int N> void tcopy (T<N> *d, const T<N> *s) { *d = *s; }
template void tcopy<100> (T<100> *, const T<100> *);
template void tcopy<5000> (T<5000> *, const T<5000> *);

void throws (Big *d, const Big *s, int k)
{
	Big t = *s;
	if (k)
		throw k;
	*d = t;
}

int catches (Big *d, const Big *s)
{
	try {
		throws (d, s, 1);
	} catch (int e) {
		std::memset (d, 0, sizeof *d);
		return e;
	}
	return 0;
}

auto lam (const char *s)
{
	return [s] (char *d, size_t n) { std::memcpy (d, s, n); };
}

char text[4000];
void use_lam (char *d) { lam (text) (d, 3000); }
