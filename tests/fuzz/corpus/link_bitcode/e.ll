; ModuleID = '../bc/e.bc'
source_filename = "e.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.event_t = type opaque

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cp(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(3)* noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca %opencl.event_t*, align 8
  %5 = bitcast %opencl.event_t** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #4
  %6 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = shl i64 %6, 6
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %7
  %9 = tail call spir_func %opencl.event_t* @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(i32 addrspace(3)* noundef %2, i32 addrspace(1)* noundef %8, i64 noundef 64, %opencl.event_t* null) #6
  store %opencl.event_t* %9, %opencl.event_t** %4, align 8, !tbaa !8
  %10 = addrspacecast %opencl.event_t** %4 to %opencl.event_t* addrspace(4)*
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, %opencl.event_t* addrspace(4)* noundef %10) #6
  %11 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %13 = getelementptr inbounds i32, i32 addrspace(3)* %2, i64 %12
  %14 = load i32, i32 addrspace(3)* %13, align 4, !tbaa !12
  %15 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %11, i32 noundef %14, i32 noundef 0, i32 noundef 2) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #4
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent
declare dso_local spir_func %opencl.event_t* @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(i32 addrspace(3)* noundef, i32 addrspace(1)* noundef, i64 noundef, %opencl.event_t*) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, %opencl.event_t* addrspace(4)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { argmemonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 1, i32 3}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"", !"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"event_t", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
