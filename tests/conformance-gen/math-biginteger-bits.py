# The statements of tests/conformance/math-biginteger-bits/Main.smali (see exprcase.py).
from exprcase import *
v = bi
vals = ["0", "1", "-1", "255", "-256", "-255", "4294967295", "-4294967296", "12345678901234567890123", "-98765432109876543210"]
st = []
for x in vals:
    st += [v(x).bitLength(ret='I'), v(x).bitCount(ret='I'), v(x).getLowestSetBit(ret='I'), v(x).not_() if False else call(v(x), 'not', [], BI),
           v(x).toByteArray(ret='[B'), new(BI, v(x).toByteArray(ret='[B'))]
    for s in (1, 33, 70):
        st += [v(x).shiftLeft(I(s)), v(x).shiftRight(I(s)), v(x).testBit(I(s), ret='Z'),
               v(x).setBit(I(s)), v(x).clearBit(I(s)), v(x).flipBit(I(s))]
    for y in vals[::4]:
        st += [call(v(x), 'and', [v(y)], BI), call(v(x), 'or', [v(y)], BI), v(x).xor(v(y)), v(x).andNot(v(y))]
raw = [-1, 0, -128, 127]
st += [
    v("-1").shiftRight(I(1000)), v("1").shiftRight(I(1000)), v("-5").shiftRight(I(1)), v("-5").shiftLeft(I(-1)),
    v("5").shiftRight(I(-3)), v("12345").shiftLeft(I(-7)), v("-4294967296").shiftRight(I(32)), v("-4294967297").shiftRight(I(32)),
    v("0").shiftLeft(I(2147483647)), v("1").shiftRight(I(-2147483648)) if False else v("0").shiftRight(I(-2147483648)),
    v("5").testBit(I(-1), ret="Z"), v("5").setBit(I(-3)), v("5").clearBit(I(-3)), v("5").flipBit(I(-3)),
    v("-1").testBit(I(100000), ret="Z"), v("-1").clearBit(I(100)), v("-1").bitLength(ret='I'), v("-2").bitLength(ret='I'),
    new(BI, BYTES(raw)), new(BI, I(1), BYTES(raw)), new(BI, I(-1), BYTES(raw)), new(BI, I(0), BYTES([0, 0])),
    new(BI, I(1), BYTES([])), new(BI, BYTES([0, 0, 1])), new(BI, BYTES([-1, -1, -1])), new(BI, BYTES([-128])),
    new(BI, BYTES([])), new(BI, I(2), BYTES(raw)), new(BI, I(0), BYTES(raw)), new(BI, I(-1), BYTES([])),
    new(BI, NULL('[B', '(byte[]) null')),
    sget(BI, 'ONE', BI).shiftLeft(I(100)).subtract(sget(BI, 'ONE', BI)).bitCount(ret='I'),
    sget(BI, 'ONE', BI).shiftLeft(I(100)).negate().getLowestSetBit(ret='I'),
    sget(BI, 'ONE', BI).shiftLeft(I(100)).negate().toByteArray(ret='[B'),
]
generate(case_path('math-biginteger-bits'), 'BigInteger as an infinite two\'s complement bit string: logic operations, shifts, single bits, bit counts, and the byte-array forms.', st)
