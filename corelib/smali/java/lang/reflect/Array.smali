.class public final Ljava/lang/reflect/Array;
.super Ljava/lang/Object;
.source "Array.java"

# java.lang.reflect.Array: dx compiles `new int[2][3]` to newInstance(Integer.TYPE,
# new int[] {2, 3}). All natives (vm/src/oo/reflect.rs).

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static native newInstance(Ljava/lang/Class;I)Ljava/lang/Object;
.end method

.method public static varargs native newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;
.end method

.method public static native getLength(Ljava/lang/Object;)I
.end method

.method public static native get(Ljava/lang/Object;I)Ljava/lang/Object;
.end method

.method public static native set(Ljava/lang/Object;ILjava/lang/Object;)V
.end method
